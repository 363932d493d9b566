import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {assistantUrl} from '@site/src/utils/copyPage';
import {newTabHint} from './texts';
import {useCopyPage, useFocusOnMount} from './useCopyPage';
import styles from './styles.module.css';

interface PanelProps {
  permalink: string;
  title: string;
  onMessage: (message: string) => void;
  /** Closes the menu and returns focus to its button. */
  onDone: () => void;
}

/** A menu item that opens a new tab; its accessible name says so after the visible label. */
function NewTabItem({href, rel, onClick, children}: {href: string; rel: string; onClick: () => void; children: string}): ReactNode {
  return (
    <li>
      <a className={styles.item} href={href} target="_blank" rel={rel} onClick={onClick} aria-label={`${children} ${newTabHint()}`}>
        {children}
      </a>
    </li>
  );
}

/** The menu's items: copy the twin, open it, ask an assistant about it. */
export default function CopyPagePanel({permalink, title, onMessage, onDone}: PanelProps): ReactNode {
  const {twin, prompt, copy} = useCopyPage(permalink, title, onMessage, onDone);
  const first = useFocusOnMount<HTMLButtonElement>();
  return (
    <ul className={styles.items}>
      <li>
        <button ref={first} type="button" className={styles.item} onClick={copy}>
          {translate({
            id: 'copyPage.copy',
            message: 'Kopiuj jako Markdown',
            description: 'Copy-page menu item: copies the page as Markdown',
          })}
        </button>
      </li>
      <NewTabItem href={twin} rel="noopener" onClick={onDone}>
        {translate({id: 'copyPage.open', message: 'Otwórz jako Markdown', description: 'Copy-page menu item: opens the Markdown version'})}
      </NewTabItem>
      <NewTabItem href={assistantUrl('chatgpt', prompt)} rel="noopener noreferrer" onClick={onDone}>
        {translate({
          id: 'copyPage.chatgpt',
          message: 'Zapytaj ChatGPT',
          description: 'Copy-page menu item: opens ChatGPT with a prompt naming the page',
        })}
      </NewTabItem>
      <NewTabItem href={assistantUrl('claude', prompt)} rel="noopener noreferrer" onClick={onDone}>
        {translate({
          id: 'copyPage.claude',
          message: 'Zapytaj Claude',
          description: 'Copy-page menu item: opens Claude with a prompt naming the page',
        })}
      </NewTabItem>
    </ul>
  );
}

import {useEffect, useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {assistantUrl, copyTwin, twinPath, type Assistant, type CopyEnvironment} from '@site/src/utils/copyPage';
import {useSiteSettings} from '@site/src/utils/useSiteSettings';
import styles from './styles.module.css';

interface PanelProps {
  permalink: string;
  title: string;
  onMessage: (message: string) => void;
  /** Closes the menu and returns focus to its button. */
  onDone: () => void;
}

function browserEnvironment(): CopyEnvironment {
  return {
    fetch: (url) => window.fetch(url, {headers: {Accept: 'text/markdown'}}),
    clipboard: navigator.clipboard as unknown as CopyEnvironment['clipboard'],
    ClipboardItem: typeof ClipboardItem === 'undefined' ? undefined : (ClipboardItem as unknown as CopyEnvironment['ClipboardItem']),
    Blob,
  };
}

const NEW_TAB = () =>
  translate({
    id: 'copyPage.newTab',
    message: '(otwiera się w nowej karcie)',
    description: 'Screen reader hint after a copy-page link that opens a new tab',
  });

/** The menu's items: copy the twin, open it, ask an assistant about it. */
export default function CopyPagePanel({permalink, title, onMessage, onDone}: PanelProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {platformName} = useSiteSettings();
  const first = useRef<HTMLButtonElement>(null);
  const twin = twinPath(permalink);
  const twinUrl = `${siteConfig.url}${twin}`;
  const prompt = translate(
    {
      id: 'copyPage.prompt',
      message:
        'Przeczytaj stronę dokumentacji {platform} „{title}” w wersji Markdown: {url} i odpowiadaj na moje pytania na jej podstawie.',
      description: 'Prompt given to an AI assistant; {url} is the Markdown twin of the page',
    },
    {platform: platformName, title, url: twinUrl},
  );

  // Focus moves into the menu when it opens, so the keyboard reader continues from its first item.
  useEffect(() => first.current?.focus(), []);

  const copy = async () => {
    onMessage('');
    const result = await copyTwin(browserEnvironment(), twin);
    onMessage(
      result === 'copied'
        ? translate({
            id: 'copyPage.copied',
            message: 'Skopiowano stronę w formacie Markdown do schowka.',
            description: 'Confirmation after copying the page as Markdown',
          })
        : result === 'no-clipboard'
          ? translate({
              id: 'copyPage.noClipboard',
              message: 'Przeglądarka nie pozwala tej stronie użyć schowka. Wybierz „Otwórz jako Markdown” i skopiuj tekst ręcznie.',
              description: 'Shown when the clipboard is not available',
            })
          : translate({
              id: 'copyPage.failed',
              message: 'Nie udało się pobrać wersji Markdown strony. Sprawdź połączenie i spróbuj ponownie.',
              description: 'Shown when the Markdown twin could not be fetched',
            }),
    );
    onDone();
  };

  const assistant = (kind: Assistant, label: string) => (
    <li>
      <a className={styles.item} href={assistantUrl(kind, prompt)} target="_blank" rel="noopener noreferrer" onClick={onDone}>
        {label} <span className={styles.srOnly}>{NEW_TAB()}</span>
      </a>
    </li>
  );

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
      <li>
        <a className={styles.item} href={twin} target="_blank" rel="noopener" onClick={onDone}>
          {translate({
            id: 'copyPage.open',
            message: 'Otwórz jako Markdown',
            description: 'Copy-page menu item: opens the Markdown version',
          })}{' '}
          <span className={styles.srOnly}>{NEW_TAB()}</span>
        </a>
      </li>
      {assistant(
        'chatgpt',
        translate({
          id: 'copyPage.chatgpt',
          message: 'Zapytaj ChatGPT',
          description: 'Copy-page menu item: opens ChatGPT with a prompt naming the page',
        }),
      )}
      {assistant(
        'claude',
        translate({
          id: 'copyPage.claude',
          message: 'Zapytaj Claude',
          description: 'Copy-page menu item: opens Claude with a prompt naming the page',
        }),
      )}
    </ul>
  );
}

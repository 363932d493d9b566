import {useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** How long "Skopiowano" stays before the button reads as before. */
const RESET_MS = 3000;

/** Copies `text` to the clipboard and says, in a live region, whether it worked. */
export default function CopyButton({text, label}: {text: string; label: string}): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), RESET_MS);
  };

  return (
    <div className={styles.actions}>
      <button type="button" className="button button--sm button--outline button--primary" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className={state === 'failed' ? styles.error : styles.ok}>
        {state === 'copied' &&
          translate({id: 'platformTools.copy.done', message: 'Skopiowano do schowka.', description: 'Tools: copy succeeded'})}
        {state === 'failed' &&
          translate({
            id: 'platformTools.copy.failed',
            message: 'Przeglądarka nie pozwoliła skopiować: zaznacz tekst i skopiuj go ręcznie (Ctrl+C).',
            description: 'Tools: copy refused by the browser',
          })}
      </span>
    </div>
  );
}

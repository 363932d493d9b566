import {lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

// The menu's items and their code load when the reader first opens it: every docs page has the
// button, and the first-load budget of a docs page is 190 KiB.
const CopyPagePanel = lazy(() => import('./Panel'));

export interface CopyPageMenuProps {
  /** The page's route with the base path: `/pl/docs/billing/faktury/`. */
  permalink: string;
  title: string;
}

/**
 * "Kopiuj stronę": a disclosure button next to the page title that shows the twin's actions.
 * Escape or a click elsewhere closes it; Escape (and closing with the button) puts focus back
 * on the button. Messages go to a live region that exists before the first copy, so screen
 * readers announce them.
 */
export default function CopyPageMenu({permalink, title}: CopyPageMenuProps): ReactNode {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, close]);

  return (
    <div ref={root} className={styles.copyPage} data-copy-page="">
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setMessage('');
          setOpen((value) => !value);
        }}
      >
        {translate({
          id: 'copyPage.button',
          message: 'Kopiuj stronę',
          description: 'Button next to a docs page title that opens the copy-as-Markdown menu',
        })}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open && (
          <Suspense fallback={null}>
            <CopyPagePanel permalink={permalink} title={title} onMessage={setMessage} onDone={() => close(true)} />
          </Suspense>
        )}
      </div>
      <p className={styles.status} role="status" aria-live="polite" data-copy-page-status="">
        {message}
      </p>
    </div>
  );
}

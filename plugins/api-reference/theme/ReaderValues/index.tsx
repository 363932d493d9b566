import {useCallback, useRef, useState, type ComponentType, type ReactNode} from 'react';
import styles from './styles.module.css';

interface PanelProps {
  onClose: () => void;
}

let Panel: ComponentType<PanelProps> | null = null;

/**
 * "Twoje wartości": a button that opens the reader-values panel. Only the button loads with the
 * page; the panel (./Panel, with the checks and the dictionaries' choices) loads on the first click.
 * Its two texts are plain Polish, not translate(): i18n/pl/code.json ships in every page's first load.
 */
export default function ReaderValues(): ReactNode {
  const [open, setOpen] = useState(false);
  const [, setLoaded] = useState(Panel !== null);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const openPanel = useCallback(() => {
    setFailed(false);
    if (Panel) {
      setOpen(true);
      return;
    }
    import('./Panel').then(
      (module) => {
        Panel = module.default;
        setLoaded(true);
        setOpen(true);
      },
      () => setFailed(true),
    );
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  return (
    <div className={styles.bar} data-search-skip="">
      <button ref={button} type="button" className="button button--secondary" aria-haspopup="dialog" onClick={openPanel}>
        {'Twoje wartości'}
      </button>
      <span>{'Region, token i identyfikatory wypełnią przykłady na stronach API i Terraform.'}</span>
      {failed && <p role="alert">{'Nie udało się wczytać panelu. Sprawdź połączenie i spróbuj ponownie.'}</p>}
      {open && Panel && <Panel onClose={close} />}
    </div>
  );
}

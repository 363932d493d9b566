import {useSyncExternalStore, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {NavigationFailures, NoticeState} from '@site/plugins/framework-patches/src/navigationFailure';
import styles from './styles.module.css';

function Message({state}: {state: NonNullable<NoticeState>}): ReactNode {
  if (state.status === 'still-offline') {
    return (
      <Translate id="site.navigationNotice.stillOffline" description="Retry after a failed navigation: the network is still down">
        Nadal brak połączenia. Sprawdź sieć i spróbuj ponownie za chwilę.
      </Translate>
    );
  }
  return (
    <Translate
      id="site.navigationNotice.offline"
      description="A link could not be opened because the network is down; the current page stays"
    >
      Nie udało się otworzyć strony: brak połączenia z siecią. Nadal widzisz poprzednią stronę.
    </Translate>
  );
}

/**
 * The notice of a navigation that failed for lack of network (plugins/framework-patches/client/chunkLoader.ts):
 * the page the reader was reading stays, this says why the link did not open and retries it.
 */
export default function NavigationNotice({failures}: {failures: NavigationFailures}): ReactNode {
  const state = useSyncExternalStore(failures.subscribe, failures.get, () => null);
  if (state === null) return null;
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.text}>
        <Message state={state} />
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          disabled={state.status === 'checking'}
          onClick={() => void failures.retry()}
        >
          <Translate id="site.navigationNotice.retry" description="Button: try to open the page again after a failed navigation">
            Spróbuj ponownie
          </Translate>
        </button>
        <button type="button" className="button button--secondary" onClick={failures.dismiss}>
          <Translate id="site.navigationNotice.dismiss" description="Button: close the failed-navigation notice">
            Zamknij
          </Translate>
        </button>
      </div>
    </div>
  );
}

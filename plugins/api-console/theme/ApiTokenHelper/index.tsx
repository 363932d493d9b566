import {lazy, Suspense, useState, type ReactNode} from 'react';
import {loadConsole} from '../ApiTryIt/loadConsole';
import styles from '../ApiTryIt/styles.module.css';

export interface ApiTokenHelperProps {
  /** The call the token is for: GET preselects the read-only scope, anything else full access. */
  method?: string;
}

// The form and its rules load only when a reader opens it: the page's first load carries this
// button alone. They come with the console's chunk, which the page's "Wypróbuj" loads anyway: a
// chunk of their own would add an entry to the runtime's chunk map, which every page loads. Its two
// texts are plain Polish, not translate(): i18n/pl/code.json ships in every page's first load.
const Helper = lazy(() => loadConsole().then((module) => ({default: module.PageTokenHelper})));

/** "Uzyskaj token" on the authorization page: the console's token helper, outside the console. */
export default function ApiTokenHelper({method = 'GET'}: ApiTokenHelperProps): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.tryIt} data-api-token-helper="" data-search-skip="">
      {open ? (
        <Suspense
          fallback={
            <p role="status" className={styles.loading}>
              {'Wczytywanie formularza…'}
            </p>
          }
        >
          <Helper method={method} />
        </Suspense>
      ) : (
        <button type="button" className={`button button--primary ${styles.open}`} aria-expanded={false} onClick={() => setOpen(true)}>
          {'Uzyskaj token'}
        </button>
      )}
    </div>
  );
}

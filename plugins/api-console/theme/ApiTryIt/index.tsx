import {lazy, Suspense, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {loadConsole} from './loadConsole';
import styles from './styles.module.css';

export interface ApiTryItProps {
  method: string;
  /** As the document has it: '/instances/{id}'. */
  path: string;
}

// The console, the OpenAPI document and the dictionaries load only when a reader opens it: the
// reference pages' first load carries this button alone.
const Console = lazy(loadConsole);

/** "Wypróbuj" under an operation of the API reference. */
export default function ApiTryIt({method, path}: ApiTryItProps): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.tryIt} data-api-try-it={`${method} ${path}`} data-search-skip="">
      <button type="button" className={`button button--primary ${styles.open}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {translate({id: 'apiConsole.open', message: 'Wypróbuj', description: 'Button that opens the API console for one operation'})}
      </button>
      {open && (
        <Suspense
          fallback={
            <p role="status" className={styles.loading}>
              {translate({id: 'apiConsole.loading', message: 'Wczytywanie konsoli…', description: 'While the API console loads'})}
            </p>
          }
        >
          <Console method={method} path={path} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

import {useId, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Reasons from './Reasons';
import {thanks} from './texts';
import {useFeedback} from './useFeedback';
import styles from './styles.module.css';

export interface DocFeedbackProps {
  /** With the base path, as in page_view events. */
  pagePath: string;
  pageTitle: string;
}

/**
 * "Czy ta strona była pomocna?" at the end of a docs page. Loaded when the reader nears the end
 * of the page (src/theme/DocItem/Footer), so its code is not part of every page's first load.
 */
export default function DocFeedback({pagePath, pageTitle}: DocFeedbackProps): ReactNode {
  const id = useId();
  const {answer, asking, reason, problem, yes, no, choose, onSubmit} = useFeedback(pagePath, pageTitle);
  return (
    <div data-doc-feedback="">
      <form onSubmit={onSubmit}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            {translate({
              id: 'docs.feedback.question',
              message: 'Czy ta strona była pomocna?',
              description: 'Feedback question at the end of a page',
            })}
          </legend>
          {!answer && !asking && (
            <div className={styles.buttons}>
              <button type="button" className="button button--outline button--primary" onClick={yes}>
                {translate({id: 'docs.feedback.yes', message: 'Tak', description: 'Feedback: helpful'})}
              </button>
              <button type="button" className="button button--outline button--primary" onClick={no}>
                {translate({id: 'docs.feedback.no', message: 'Nie', description: 'Feedback: not helpful'})}
              </button>
            </div>
          )}
          {!answer && asking && <Reasons id={id} reason={reason} choose={choose} problem={problem} />}
          <p role="status" className={styles.status}>
            {answer ? thanks(answer) : ''}
          </p>
        </fieldset>
      </form>
    </div>
  );
}

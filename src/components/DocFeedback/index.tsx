import {useId, useState, type FormEvent, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {
  FEEDBACK_REASONS,
  feedbackEvent,
  parseStoredAnswer,
  storageKey,
  type FeedbackAnswer,
  type FeedbackReason,
} from '../../utils/feedback';
import styles from './styles.module.css';

export interface DocFeedbackProps {
  /** With the base path, as in page_view events. */
  pagePath: string;
  pageTitle: string;
}

function reasonLabel(reason: FeedbackReason): string {
  switch (reason) {
    case 'outdated':
      return translate({id: 'docs.feedback.reason.outdated', message: 'Nieaktualne informacje', description: 'Feedback reason'});
    case 'unclear':
      return translate({id: 'docs.feedback.reason.unclear', message: 'Niejasne wyjaśnienie', description: 'Feedback reason'});
    case 'missing':
      return translate({id: 'docs.feedback.reason.missing', message: 'Brakuje informacji', description: 'Feedback reason'});
    case 'error':
      return translate({id: 'docs.feedback.reason.error', message: 'Błąd w treści', description: 'Feedback reason'});
    default:
      return translate({id: 'docs.feedback.reason.other', message: 'Inny powód', description: 'Feedback reason'});
  }
}

function readAnswer(pagePath: string): FeedbackAnswer | null {
  try {
    return parseStoredAnswer(window.localStorage.getItem(storageKey(pagePath)));
  } catch {
    return null; // storage blocked (private mode, policy): the widget still works, unremembered
  }
}

function saveAnswer(pagePath: string, answer: FeedbackAnswer): void {
  try {
    window.localStorage.setItem(storageKey(pagePath), JSON.stringify(answer));
  } catch {
    // nothing to do: the answer is sent, only not remembered
  }
}

function thanks(answer: FeedbackAnswer): string {
  return answer.helpful
    ? translate({
        id: 'docs.feedback.thanksYes',
        message: 'Dziękujemy! Twoja odpowiedź: strona była pomocna.',
        description: 'After answering yes',
      })
    : translate(
        {
          id: 'docs.feedback.thanksNo',
          message: 'Dziękujemy! Twoja odpowiedź: strona nie pomogła ({reason}). Poprawimy ją.',
          description: 'After answering no',
        },
        {reason: answer.reason ? reasonLabel(answer.reason) : reasonLabel('other')},
      );
}

/**
 * "Czy ta strona była pomocna?" at the end of a docs page. Loaded when the reader nears the end
 * of the page (src/theme/DocItem/Footer), so its code is not part of every page's first load.
 */
export default function DocFeedback({pagePath, pageTitle}: DocFeedbackProps): ReactNode {
  const id = useId();
  // Rendered only in the browser (loaded after the page, src/theme/DocItem/Footer), so the
  // remembered answer can be read at once; the footer keys it by page, so state starts afresh.
  const [answer, setAnswer] = useState<FeedbackAnswer | null>(() => readAnswer(pagePath));
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState<FeedbackReason | null>(null);
  const [problem, setProblem] = useState('');

  const send = (given: FeedbackAnswer) => {
    const target = window as unknown as {dataLayer?: unknown[]};
    target.dataLayer = target.dataLayer ?? [];
    target.dataLayer.push(feedbackEvent(pagePath, pageTitle, given));
    saveAnswer(pagePath, given);
    setAnswer(given);
    setAsking(false);
  };

  const onSubmitReason = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setProblem(
        translate({
          id: 'docs.feedback.chooseReason',
          message: 'Wybierz powód, zanim wyślesz odpowiedź.',
          description: 'Send pressed without a reason',
        }),
      );
      return;
    }
    send({helpful: false, reason});
  };

  return (
    <div data-doc-feedback="">
      <form onSubmit={onSubmitReason}>
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
              <button type="button" className="button button--outline button--primary" onClick={() => send({helpful: true})}>
                {translate({id: 'docs.feedback.yes', message: 'Tak', description: 'Feedback: helpful'})}
              </button>
              <button type="button" className="button button--outline button--primary" onClick={() => setAsking(true)}>
                {translate({id: 'docs.feedback.no', message: 'Nie', description: 'Feedback: not helpful'})}
              </button>
            </div>
          )}
          {!answer && asking && (
            <fieldset className={styles.reasons} aria-describedby={problem ? `${id}-problem` : undefined}>
              <legend className={styles.subLegend}>
                {translate({id: 'docs.feedback.why', message: 'Co było nie tak?', description: 'Question after answering no'})}
              </legend>
              {FEEDBACK_REASONS.map((option) => (
                <label key={option} className={styles.reason}>
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={option}
                    checked={reason === option}
                    onChange={() => {
                      setReason(option);
                      setProblem('');
                    }}
                  />
                  {reasonLabel(option)}
                </label>
              ))}
              {problem && (
                <p id={`${id}-problem`} className={styles.problem}>
                  {problem}
                </p>
              )}
              <button type="submit" className="button button--primary">
                {translate({id: 'docs.feedback.send', message: 'Wyślij odpowiedź', description: 'Send the feedback reason'})}
              </button>
            </fieldset>
          )}
          <p role="status" className={styles.status}>
            {answer ? thanks(answer) : ''}
          </p>
        </fieldset>
      </form>
    </div>
  );
}

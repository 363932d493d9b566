import {useState, type FormEvent} from 'react';
import {translate} from '@docusaurus/Translate';
import {feedbackEvent, readStoredAnswer, storeAnswer, type FeedbackAnswer, type FeedbackReason} from '../../utils/feedback';

const storage = () => window.localStorage;

/**
 * The answer (remembered per page), whether "Nie" is asking for a reason, the reason chosen and
 * the message when none is. Sending pushes the event to window.dataLayer and remembers it.
 */
export function useFeedback(pagePath: string, pageTitle: string) {
  // Rendered only in the browser (loaded after the page, src/theme/DocItem/Footer), so the
  // remembered answer can be read at once; the footer keys it by page, so state starts afresh.
  const [answer, setAnswer] = useState<FeedbackAnswer | null>(() => readStoredAnswer(storage, pagePath));
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState<FeedbackReason | null>(null);
  const [problem, setProblem] = useState('');

  const send = (given: FeedbackAnswer) => {
    const target = window as unknown as {dataLayer?: unknown[]};
    target.dataLayer = target.dataLayer ?? [];
    target.dataLayer.push(feedbackEvent(pagePath, pageTitle, given));
    storeAnswer(storage, pagePath, given);
    setAnswer(given);
    setAsking(false);
  };

  return {
    answer,
    asking,
    reason,
    problem,
    yes: () => send({helpful: true}),
    no: () => setAsking(true),
    choose: (option: FeedbackReason) => {
      setReason(option);
      setProblem('');
    },
    onSubmit: (event: FormEvent) => {
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
    },
  };
}

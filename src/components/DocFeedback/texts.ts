import {translate} from '@docusaurus/Translate';
import type {FeedbackAnswer, FeedbackReason} from '../../utils/feedback';

export function reasonLabel(reason: FeedbackReason): string {
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

/** The thanks that follows an answer (and shows on return), naming the answer given. */
export function thanks(answer: FeedbackAnswer): string {
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

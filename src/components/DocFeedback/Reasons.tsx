import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {FEEDBACK_REASONS, type FeedbackReason} from '../../utils/feedback';
import {reasonLabel} from './texts';
import styles from './styles.module.css';

interface ReasonsProps {
  /** Prefix of the ids of the group's parts (useId of the widget). */
  id: string;
  reason: FeedbackReason | null;
  choose: (reason: FeedbackReason) => void;
  /** Why the answer was not sent (no reason chosen), tied to the group as its description. */
  problem: string;
}

/** "Co było nie tak?": one fixed reason to choose (no free text), and the send button. */
export default function Reasons({id, reason, choose, problem}: ReasonsProps): ReactNode {
  return (
    <fieldset className={styles.reasons} aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend className={styles.subLegend}>
        {translate({id: 'docs.feedback.why', message: 'Co było nie tak?', description: 'Question after answering no'})}
      </legend>
      {FEEDBACK_REASONS.map((option) => (
        <label key={option} className={styles.reason}>
          <input type="radio" name={`${id}-reason`} value={option} checked={reason === option} onChange={() => choose(option)} />
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
  );
}

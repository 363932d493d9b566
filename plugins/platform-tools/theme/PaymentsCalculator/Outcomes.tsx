import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import CopyButton from '../PlatformTools/CopyButton';
import styles from '../PlatformTools/styles.module.css';
import type {Outcome} from './outcomeText';

/**
 * The calculator's answers, each with its rule, and the button that copies them. Not a live
 * region: the answers change with every keystroke; each field's error is announced.
 */
export default function Outcomes({outcomes}: {outcomes: readonly Outcome[]}): ReactNode {
  if (outcomes.length === 0) {
    return (
      <div className={styles.section} data-tool-result="">
        <p className={styles.hint}>
          <Translate id="platformTools.payments.waiting" description="Payments: no result while amounts are wrong">
            Popraw zaznaczone kwoty, a kalkulator pokaże wynik.
          </Translate>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.section} data-tool-result="">
      <ul className={styles.results}>
        {outcomes.map((outcome) => (
          <li key={outcome.key} className={styles.result} data-state={outcome.state} data-outcome={outcome.key}>
            <strong>{outcome.title}:</strong> {outcome.answer}
            <span className={styles.rule}>{outcome.rule}</span>
          </li>
        ))}
      </ul>
      <CopyButton
        text={outcomes.map((outcome) => `${outcome.title}: ${outcome.answer}. ${outcome.rule}`).join('\n')}
        label={translate({id: 'platformTools.payments.copy', message: 'Kopiuj wynik', description: 'Payments: copy the answer'})}
      />
    </div>
  );
}

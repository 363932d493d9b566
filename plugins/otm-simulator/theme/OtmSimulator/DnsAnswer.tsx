import {useId, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import ActionButton from './ActionButton';
import styles from './styles.module.css';
import {fill} from './fill';

/** The record's answer to the next DNS query, read out when it changes, and the button that asks again. */
export default function DnsAnswer({
  queryNumber,
  addresses,
  onNext,
}: {
  queryNumber: number;
  addresses: readonly string[];
  onNext: () => void;
}): ReactNode {
  const headingId = useId();
  return (
    <div className={styles.answer}>
      <h4 id={headingId} className={styles.groupTitle}>
        {'Następna odpowiedź DNS'}
      </h4>
      <p aria-live="polite" aria-atomic="true" data-answer="">
        {fill('Zapytanie nr {number}:', {number: queryNumber + 1})}{' '}
        {addresses.length > 0 ? <code>{addresses.join(', ')}</code> : 'brak adresów w odpowiedzi'}
      </p>
      <ActionButton onClick={onNext}>
        <Translate id="otmSimulator.answer.next" description="OTM simulator: ask the next DNS query">
          Zadaj kolejne zapytanie
        </Translate>
      </ActionButton>
    </div>
  );
}

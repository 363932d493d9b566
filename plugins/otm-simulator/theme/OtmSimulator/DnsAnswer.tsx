import {useId, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import ActionButton from './ActionButton';
import styles from './styles.module.css';

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
        {translate({
          id: 'otmSimulator.answer.title',
          message: 'Następna odpowiedź DNS',
          description: 'OTM simulator: heading of the DNS answer',
        })}
      </h4>
      <p aria-live="polite" aria-atomic="true" data-answer="">
        {translate(
          {id: 'otmSimulator.answer.query', message: 'Zapytanie nr {number}:', description: 'OTM simulator: DNS query number'},
          {number: queryNumber + 1},
        )}{' '}
        {addresses.length > 0 ? (
          <code>{addresses.join(', ')}</code>
        ) : (
          translate({id: 'otmSimulator.answer.empty', message: 'brak adresów w odpowiedzi', description: 'OTM simulator: empty DNS answer'})
        )}
      </p>
      <ActionButton onClick={onNext}>
        <Translate id="otmSimulator.answer.next" description="OTM simulator: ask the next DNS query">
          Zadaj kolejne zapytanie
        </Translate>
      </ActionButton>
    </div>
  );
}

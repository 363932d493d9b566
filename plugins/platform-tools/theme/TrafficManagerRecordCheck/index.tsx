import {useId, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {monitorProblems, monitorSummary, OTM_HINTS, problemsCount, validateRecordName, type MonitorField} from '../../src/dns';
import CopyButton from '../PlatformTools/CopyButton';
import Field, {CheckField} from '../PlatformTools/Field';
import {parseNumber} from '../../src/numbers';
import styles from '../PlatformTools/styles.module.css';

export interface TrafficManagerRecordCheckProps {
  /** Record name filled in at first. */
  recordName?: string;
}

/**
 * The traffic manager record check (issue 17): a record name and the settings of the monitor
 * linked to its servers, checked with the rules of the domain and healthcheck pages.
 */
export default function TrafficManagerRecordCheck({recordName = 'www'}: TrafficManagerRecordCheckProps): ReactNode {
  const titleId = useId();
  const [name, setName] = useState(recordName);
  const [frequency, setFrequency] = useState('1');
  const [failure, setFailure] = useState(true);
  const [recovery, setRecovery] = useState(true);
  const [delay, setDelay] = useState('0');

  const nameError = validateRecordName(name);
  const settings = {
    frequencyMinutes: parseNumber(frequency),
    failureNotification: failure,
    recoveryNotification: recovery,
    notificationDelayMinutes: parseNumber(delay),
  };
  const problems = monitorProblems(settings);
  const errorOf = (field: MonitorField) => problems.find((problem) => problem.field === field)?.message ?? null;
  const valid = nameError === null && problems.length === 0;
  const summary = valid ? monitorSummary(name, settings) : '';

  return (
    <section className={styles.tool} aria-labelledby={titleId} data-tool="traffic-manager-record-check">
      <h3 id={titleId} className={styles.title}>
        <Translate id="platformTools.otm.title" description="OTM check: heading">
          Sprawdzenie rekordu i monitora OTM
        </Translate>
      </h3>
      <div className={styles.grid}>
        <Field
          label={translate({id: 'platformTools.otm.name', message: 'Nazwa rekordu', description: 'OTM check: record name label'})}
          error={nameError}
          hint={OTM_HINTS.recordName}
        >
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              spellCheck={false}
              value={name}
              onChange={(event) => setName(event.target.value)}
              data-field="recordName"
            />
          )}
        </Field>
        <Field
          label={translate({
            id: 'platformTools.otm.frequency',
            message: 'Częstotliwość monitora (min)',
            description: 'OTM check: frequency label',
          })}
          error={errorOf('frequencyMinutes')}
          hint={OTM_HINTS.frequency}
        >
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={frequency}
              onChange={(event) => setFrequency(event.target.value)}
              data-field="frequency"
            />
          )}
        </Field>
        <Field
          label={translate({
            id: 'platformTools.otm.delay',
            message: 'Opóźnienie powiadomienia (min)',
            description: 'OTM check: delay label',
          })}
          error={errorOf('notificationDelayMinutes')}
          hint={OTM_HINTS.delay}
        >
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={delay}
              onChange={(event) => setDelay(event.target.value)}
              data-field="delay"
            />
          )}
        </Field>
        <CheckField
          label={translate({
            id: 'platformTools.otm.failure',
            message: 'Powiadomienie o wykryciu awarii',
            description: 'OTM check: failure notification',
          })}
          checked={failure}
          onChange={setFailure}
          error={errorOf('failureNotification')}
        />
        <CheckField
          label={translate({
            id: 'platformTools.otm.recovery',
            message: 'Powiadomienie o powrocie do działania',
            description: 'OTM check: recovery notification',
          })}
          checked={recovery}
          onChange={setRecovery}
          error={errorOf('recoveryNotification')}
        />
      </div>
      <div className={styles.section} data-tool-result="">
        <p className={valid ? styles.ok : styles.hint} role="status">
          {valid ? `✓ ${OTM_HINTS.ok}` : problemsCount(problems.length + (nameError ? 1 : 0))}
        </p>
        {valid && (
          <CopyButton
            text={summary}
            label={translate({id: 'platformTools.otm.copy', message: 'Kopiuj podsumowanie', description: 'OTM check: copy summary'})}
          />
        )}
      </div>
    </section>
  );
}

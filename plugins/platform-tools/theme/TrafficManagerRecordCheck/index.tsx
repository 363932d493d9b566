import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {OTM_HINTS, problemsCount} from '../../src/dns';
import CopyButton from '../PlatformTools/CopyButton';
import {CheckField} from '../PlatformTools/Field';
import TextField from '../PlatformTools/TextField';
import ToolSection from '../PlatformTools/ToolSection';
import ToolStatus from '../PlatformTools/ToolStatus';
import styles from '../PlatformTools/styles.module.css';
import {useRecordCheck} from './useRecordCheck';

export interface TrafficManagerRecordCheckProps {
  /** Record name filled in at first. */
  recordName?: string;
}

/**
 * The traffic manager record check (issue 17): a record name and the settings of the monitor
 * linked to its servers, checked with the rules of the domain and healthcheck pages.
 */
export default function TrafficManagerRecordCheck({recordName = 'www'}: TrafficManagerRecordCheckProps): ReactNode {
  const {values, set, nameError, errorOf, valid, problemCount, summary} = useRecordCheck(recordName);
  const title = (
    <Translate id="platformTools.otm.title" description="OTM check: heading">
      Sprawdzenie rekordu i monitora OTM
    </Translate>
  );
  return (
    <ToolSection tool="traffic-manager-record-check" title={title}>
      <div className={styles.grid}>
        <TextField
          label={translate({id: 'platformTools.otm.name', message: 'Nazwa rekordu', description: 'OTM check: record name label'})}
          field="recordName"
          value={values.name}
          onChange={set.name}
          error={nameError}
          hint={OTM_HINTS.recordName}
          spellCheck={false}
        />
        <TextField
          label={translate({
            id: 'platformTools.otm.frequency',
            message: 'Częstotliwość monitora (min)',
            description: 'OTM check: frequency label',
          })}
          field="frequency"
          value={values.frequency}
          onChange={set.frequency}
          error={errorOf('frequencyMinutes')}
          hint={OTM_HINTS.frequency}
          inputMode="decimal"
        />
        <TextField
          label={translate({
            id: 'platformTools.otm.delay',
            message: 'Opóźnienie powiadomienia (min)',
            description: 'OTM check: delay label',
          })}
          field="delay"
          value={values.delay}
          onChange={set.delay}
          error={errorOf('notificationDelayMinutes')}
          hint={OTM_HINTS.delay}
          inputMode="numeric"
        />
        <CheckField
          label={translate({
            id: 'platformTools.otm.failure',
            message: 'Powiadomienie o wykryciu awarii',
            description: 'OTM check: failure notification',
          })}
          checked={values.failure}
          onChange={set.failure}
          error={errorOf('failureNotification')}
        />
        <CheckField
          label={translate({
            id: 'platformTools.otm.recovery',
            message: 'Powiadomienie o powrocie do działania',
            description: 'OTM check: recovery notification',
          })}
          checked={values.recovery}
          onChange={set.recovery}
          error={errorOf('recoveryNotification')}
        />
      </div>
      <div className={styles.section} data-tool-result="">
        <ToolStatus ready={valid}>{valid ? OTM_HINTS.ok : problemsCount(problemCount)}</ToolStatus>
        {valid && (
          <CopyButton
            text={summary}
            label={translate({id: 'platformTools.otm.copy', message: 'Kopiuj podsumowanie', description: 'OTM check: copy summary'})}
          />
        )}
      </div>
    </ToolSection>
  );
}

import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
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
  const {title, bind, check, valid, problemCount, summary} = useRecordCheck(recordName);
  return (
    <ToolSection tool="traffic-manager-record-check" title={title}>
      <div className={styles.grid}>
        <TextField {...bind('recordName')} spellCheck={false} />
        <TextField {...bind('frequency')} inputMode="decimal" />
        <TextField {...bind('delay')} inputMode="numeric" />
        <CheckField {...check('failureNotification')} />
        <CheckField {...check('recoveryNotification')} />
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

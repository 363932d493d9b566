import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {INSTANCE_HINTS, waitingForFields, type InstanceSnippets} from '../../src/instance';
import CodeOutput from '../PlatformTools/CodeOutput';
import Tabs, {type TabSpec} from '../PlatformTools/Tabs';
import ToolStatus from '../PlatformTools/ToolStatus';
import styles from '../PlatformTools/styles.module.css';

function formatTabs(snippets: InstanceSnippets): TabSpec[] {
  const formats = [
    {
      key: 'json',
      label: 'JSON',
      copy: translate({id: 'platformTools.instance.copyJson', message: 'Kopiuj JSON', description: 'Instance builder: copy JSON'}),
    },
    {
      key: 'curl',
      label: 'curl',
      copy: translate({
        id: 'platformTools.instance.copyCurl',
        message: 'Kopiuj polecenie curl',
        description: 'Instance builder: copy curl',
      }),
    },
    {
      key: 'terraform',
      label: 'Terraform',
      copy: translate({
        id: 'platformTools.instance.copyTerraform',
        message: 'Kopiuj zasób Terraform',
        description: 'Instance builder: copy Terraform',
      }),
    },
  ] as const;
  return formats.map(({key, label, copy}) => ({key, label, content: <CodeOutput code={snippets[key]} label={label} copyLabel={copy} />}));
}

/**
 * The builder's verdict and, once the request is valid, the request as JSON, curl and Terraform.
 * Only the short status is announced; the request itself is read when the reader goes to it.
 */
export default function InstanceOutput({snippets, missing}: {snippets: InstanceSnippets | null; missing: readonly string[]}): ReactNode {
  return (
    <div className={styles.section} data-tool-result="">
      <ToolStatus ready={snippets !== null} markWaiting>
        {snippets
          ? translate({
              id: 'platformTools.instance.ready',
              message: 'Żądanie spełnia reguły: wybierz postać i skopiuj je.',
              description: 'Instance builder: request ready',
            })
          : waitingForFields(missing)}
      </ToolStatus>
      {snippets && (
        <Tabs
          label={translate({id: 'platformTools.instance.formats', message: 'Postać żądania', description: 'Instance builder: tabs label'})}
          tabs={formatTabs(snippets)}
        />
      )}
      {snippets && <p className={styles.hint}>{INSTANCE_HINTS.token}</p>}
    </div>
  );
}

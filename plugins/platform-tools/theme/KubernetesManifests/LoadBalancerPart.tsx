import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {KUBERNETES_HINTS, portsAccepted, servicePortsYaml, type LoadBalancerServiceType} from '../../src/kubernetes';
import CodeOutput from '../PlatformTools/CodeOutput';
import {CheckField} from '../PlatformTools/Field';
import SelectField from '../PlatformTools/SelectField';
import TextField from '../PlatformTools/TextField';
import ToolStatus from '../PlatformTools/ToolStatus';
import styles from '../PlatformTools/styles.module.css';
import ManifestPart from './ManifestPart';
import {useLoadBalancerPorts} from './useLoadBalancerPorts';

const SERVICE_TYPES: readonly LoadBalancerServiceType[] = ['http', 'https', 'smtp', 'any'];

function serviceTypeLabel(type: LoadBalancerServiceType): string {
  // Protocol names are the same in every language; only "any port" is words.
  if (type === 'any')
    return translate({id: 'platformTools.k8s.service.any', message: 'Dowolny port', description: 'Kubernetes: any-port service type'});
  return type.toUpperCase();
}

/** The load balancer's port rule: the ports a service type takes, and the ports section once they pass. */
export default function LoadBalancerPart(): ReactNode {
  const {title, bind, check, parsed, problem} = useLoadBalancerPorts();
  return (
    <ManifestPart part="load-balancer" title={title}>
      <div className={styles.grid}>
        <SelectField {...bind('serviceType')} values={SERVICE_TYPES} optionLabel={serviceTypeLabel} />
        <TextField {...bind('ports')} />
        <CheckField {...check('ssl')} />
      </div>
      <div data-tool-result="">
        <ToolStatus ready={problem === null}>{problem === null ? portsAccepted(parsed) : KUBERNETES_HINTS.portsRefused}</ToolStatus>
        <p className={styles.hint}>{KUBERNETES_HINTS.defaults}</p>
        {problem === null && (
          <CodeOutput
            code={servicePortsYaml(parsed)}
            label={translate({
              id: 'platformTools.k8s.portsLabel',
              message: 'Sekcja ports manifestu Service',
              description: 'Kubernetes: ports block label',
            })}
            copyLabel={translate({
              id: 'platformTools.k8s.copyPorts',
              message: 'Kopiuj sekcję ports',
              description: 'Kubernetes: copy ports',
            })}
          />
        )}
      </div>
    </ManifestPart>
  );
}

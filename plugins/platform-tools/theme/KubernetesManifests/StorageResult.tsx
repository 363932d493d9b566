import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import CodeOutput from '../PlatformTools/CodeOutput';
import ToolStatus from '../PlatformTools/ToolStatus';

/** Whether the storage manifests are ready and, when they are, the YAML to copy. */
export default function StorageResult({yaml}: {yaml: string | null}): ReactNode {
  return (
    <div data-tool-result="">
      <ToolStatus ready={Boolean(yaml)}>
        {yaml
          ? translate({id: 'platformTools.k8s.ready', message: 'Manifest spełnia reguły OKS.', description: 'Kubernetes: manifest ready'})
          : translate({
              id: 'platformTools.k8s.waiting',
              message: 'Manifest pojawi się, gdy wszystkie pola będą poprawne.',
              description: 'Kubernetes: no manifest while fields are wrong',
            })}
      </ToolStatus>
      {yaml && (
        <CodeOutput
          code={yaml}
          label={translate({
            id: 'platformTools.k8s.yamlLabel',
            message: 'Manifest YAML klasy pamięci i żądania wolumenu',
            description: 'Kubernetes: YAML block label',
          })}
          copyLabel={translate({id: 'platformTools.k8s.copyYaml', message: 'Kopiuj manifest YAML', description: 'Kubernetes: copy YAML'})}
        />
      )}
    </div>
  );
}

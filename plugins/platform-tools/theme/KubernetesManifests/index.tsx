import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import ToolSection from '../PlatformTools/ToolSection';
import LoadBalancerPart from './LoadBalancerPart';
import StoragePart from './StoragePart';

export interface KubernetesManifestsProps {
  /** Which part to show: the storage class and claim, the load balancer's port check, or both (default). */
  part?: 'storage' | 'load-balancer' | 'all';
}

/** Kubernetes manifests (issue 17): StorageClass and PVC YAML from the storage page's rules, and the load balancer's port rule. */
export default function KubernetesManifests({part = 'all'}: KubernetesManifestsProps): ReactNode {
  return (
    <ToolSection
      tool="kubernetes-manifests"
      title={translate({id: 'platformTools.k8s.title', message: 'Generator manifestów OKS', description: 'Kubernetes: heading'})}
    >
      {part !== 'load-balancer' && <StoragePart />}
      {part !== 'storage' && <LoadBalancerPart />}
    </ToolSection>
  );
}

import {useSiteSettings} from '@site/plugins/page-data-kit/client/useSiteSettings';
import {KUBERNETES_HINTS, storageManifests, type FsType, type ReclaimPolicy, type VolumeBindingMode} from '../../src/kubernetes';
import {problemOf, problemsByField} from '../../src/problems';
import {useForm} from '../PlatformTools/useForm';
import {manifestLabels} from './labels';

const INITIAL = {
  name: 'tier2-ext4',
  tier: 2,
  fsType: 'ext4' as FsType,
  reclaimPolicy: 'Retain' as ReclaimPolicy,
  volumeBindingMode: 'WaitForFirstConsumer' as VolumeBindingMode,
  claimName: 'dane-aplikacji',
  size: '20Gi',
};

/** The storage class and claim the reader is writing, their problems and, once both are right, the YAML. */
export function useStorageManifests() {
  const {kubernetesProvisioner} = useSiteSettings();
  const {values, fields} = useForm(INITIAL);
  const {claimName, size, ...storageClass} = values;
  const {classProblems, claimProblems, yaml} = storageManifests(
    {...storageClass, provisioner: kubernetesProvisioner},
    {name: claimName, size},
  );
  const errors = {...problemsByField(classProblems), claimName: problemOf(claimProblems, 'name'), size: problemOf(claimProblems, 'size')};
  const hints = {
    name: KUBERNETES_HINTS.name,
    reclaimPolicy: KUBERNETES_HINTS[values.reclaimPolicy],
    volumeBindingMode: KUBERNETES_HINTS[values.volumeBindingMode],
    claimName: KUBERNETES_HINTS.name,
    size: KUBERNETES_HINTS.size,
  };
  const labels = manifestLabels();
  return {...fields({labels, errors, hints}), title: labels.storageTitle, yaml};
}

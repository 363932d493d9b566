import type {ReactNode} from 'react';
import {FS_TYPES, RECLAIM_POLICIES, TIERS, VOLUME_BINDING_MODES} from '../../src/kubernetes';
import SelectField from '../PlatformTools/SelectField';
import TextField from '../PlatformTools/TextField';
import styles from '../PlatformTools/styles.module.css';
import ManifestPart from './ManifestPart';
import StorageResult from './StorageResult';
import {useStorageManifests} from './useStorageManifests';

/** The storage class and the claim of the storage page, as fields and, once they are right, YAML. */
export default function StoragePart(): ReactNode {
  const {title, bind, yaml} = useStorageManifests();
  return (
    <ManifestPart part="storage" title={title}>
      <div className={styles.grid}>
        <TextField {...bind('name')} />
        <SelectField {...bind('tier')} values={TIERS} />
        <SelectField {...bind('fsType')} values={FS_TYPES} />
        <SelectField {...bind('reclaimPolicy')} values={RECLAIM_POLICIES} />
        <SelectField {...bind('volumeBindingMode')} values={VOLUME_BINDING_MODES} />
        <TextField {...bind('claimName')} />
        <TextField {...bind('size')} />
      </div>
      <StorageResult yaml={yaml} />
    </ManifestPart>
  );
}

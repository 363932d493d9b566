import {useId, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useSiteSettings} from '@site/src/utils/useSiteSettings';
import {
  claimProblems,
  FS_TYPES,
  KUBERNETES_HINTS,
  loadBalancerPortsProblem,
  persistentVolumeClaimManifest,
  portsAccepted,
  servicePortsYaml,
  RECLAIM_POLICIES,
  storageClassManifest,
  storageClassProblems,
  TIERS,
  VOLUME_BINDING_MODES,
  type FsType,
  type LoadBalancerServiceType,
  type ReclaimPolicy,
  type VolumeBindingMode,
} from '../../src/kubernetes';
import CodeOutput from '../PlatformTools/CodeOutput';
import Field, {CheckField} from '../PlatformTools/Field';
import {parseNumberList} from '../../src/numbers';
import styles from '../PlatformTools/styles.module.css';

export interface KubernetesManifestsProps {
  /** Which part to show: the storage class and claim, the load balancer's port check, or both (default). */
  part?: 'storage' | 'load-balancer' | 'all';
}

const SERVICE_TYPES: readonly LoadBalancerServiceType[] = ['http', 'https', 'smtp', 'any'];

function serviceTypeLabel(type: LoadBalancerServiceType): string {
  // Protocol names are the same in every language; only "any port" is words.
  if (type === 'any')
    return translate({id: 'platformTools.k8s.service.any', message: 'Dowolny port', description: 'Kubernetes: any-port service type'});
  return type.toUpperCase();
}

function StoragePart(): ReactNode {
  const {kubernetesProvisioner} = useSiteSettings();
  const headingId = useId();
  const [name, setName] = useState('tier2-ext4');
  const [tier, setTier] = useState(2);
  const [fsType, setFsType] = useState<FsType>('ext4');
  const [reclaimPolicy, setReclaimPolicy] = useState<ReclaimPolicy>('Retain');
  const [volumeBindingMode, setVolumeBindingMode] = useState<VolumeBindingMode>('WaitForFirstConsumer');
  const [claimName, setClaimName] = useState('dane-aplikacji');
  const [size, setSize] = useState('20Gi');

  const storageClass = {name, tier, fsType, reclaimPolicy, volumeBindingMode, provisioner: kubernetesProvisioner};
  const claim = {name: claimName, storageClassName: name, size};
  const classErrors = storageClassProblems(storageClass);
  // The claim names the class of this form, so a wrong class name is reported once, at the class.
  const claimErrors = claimProblems(claim).filter((problem) => problem.field !== 'storageClassName');
  const classError = (field: string) => classErrors.find((problem) => problem.field === field)?.message ?? null;
  const claimError = (field: string) => claimErrors.find((problem) => problem.field === field)?.message ?? null;
  const valid = classErrors.length === 0 && claimErrors.length === 0;
  const yaml = valid ? `${storageClassManifest(storageClass)}---\n${persistentVolumeClaimManifest(claim)}` : null;

  const select = <T extends string | number>(
    label: string,
    value: T,
    values: readonly T[],
    onChange: (value: T) => void,
    field: string,
    hint?: string,
  ) => (
    <Field label={label} hint={hint} error={classError(field)}>
      {(control) => (
        <select
          {...control}
          value={String(value)}
          onChange={(event) => onChange(values.find((candidate) => String(candidate) === event.target.value) ?? values[0])}
          data-field={field}
        >
          {values.map((candidate) => (
            <option key={String(candidate)} value={String(candidate)}>
              {String(candidate)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <div className={styles.section} role="group" aria-labelledby={headingId} data-part="storage">
      <h4 id={headingId}>
        <Translate id="platformTools.k8s.storage.title" description="Kubernetes: storage part heading">
          Klasa pamięci i żądanie wolumenu
        </Translate>
      </h4>
      <div className={styles.grid}>
        <Field
          label={translate({
            id: 'platformTools.k8s.className',
            message: 'Nazwa klasy (metadata.name)',
            description: 'Kubernetes: class name label',
          })}
          error={classError('name')}
          hint={KUBERNETES_HINTS.name}
        >
          {(control) => (
            <input {...control} autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} data-field="name" />
          )}
        </Field>
        {select(
          translate({id: 'platformTools.k8s.tier', message: 'Poziom dysku (tier)', description: 'Kubernetes: tier label'}),
          tier,
          TIERS,
          setTier,
          'tier',
        )}
        {select(
          translate({id: 'platformTools.k8s.fsType', message: 'System plików (fsType)', description: 'Kubernetes: fsType label'}),
          fsType,
          FS_TYPES,
          setFsType,
          'fsType',
        )}
        {select(
          translate({
            id: 'platformTools.k8s.reclaimPolicy',
            message: 'Polityka odzyskiwania (reclaimPolicy)',
            description: 'Kubernetes: reclaim policy label',
          }),
          reclaimPolicy,
          RECLAIM_POLICIES,
          setReclaimPolicy,
          'reclaimPolicy',
          KUBERNETES_HINTS[reclaimPolicy],
        )}
        {select(
          translate({
            id: 'platformTools.k8s.bindingMode',
            message: 'Tryb wiązania (volumeBindingMode)',
            description: 'Kubernetes: binding mode label',
          }),
          volumeBindingMode,
          VOLUME_BINDING_MODES,
          setVolumeBindingMode,
          'volumeBindingMode',
          KUBERNETES_HINTS[volumeBindingMode],
        )}
        <Field
          label={translate({
            id: 'platformTools.k8s.claimName',
            message: 'Nazwa żądania wolumenu (PVC)',
            description: 'Kubernetes: claim name label',
          })}
          error={claimError('name')}
          hint={KUBERNETES_HINTS.name}
        >
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              value={claimName}
              onChange={(event) => setClaimName(event.target.value)}
              data-field="claimName"
            />
          )}
        </Field>
        <Field
          label={translate({id: 'platformTools.k8s.size', message: 'Rozmiar wolumenu', description: 'Kubernetes: size label'})}
          error={claimError('size')}
          hint={KUBERNETES_HINTS.size}
        >
          {(control) => (
            <input {...control} autoComplete="off" value={size} onChange={(event) => setSize(event.target.value)} data-field="size" />
          )}
        </Field>
      </div>
      <div data-tool-result="">
        <p className={yaml ? styles.ok : styles.hint} role="status">
          {yaml
            ? `✓ ${translate({id: 'platformTools.k8s.ready', message: 'Manifest spełnia reguły OKS.', description: 'Kubernetes: manifest ready'})}`
            : translate({
                id: 'platformTools.k8s.waiting',
                message: 'Manifest pojawi się, gdy wszystkie pola będą poprawne.',
                description: 'Kubernetes: no manifest while fields are wrong',
              })}
        </p>
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
    </div>
  );
}

function LoadBalancerPart(): ReactNode {
  const headingId = useId();
  const [serviceType, setServiceType] = useState<LoadBalancerServiceType>('http');
  const [ports, setPorts] = useState('80, 443');
  const [ssl, setSsl] = useState(true);
  const parsed = parseNumberList(ports);
  const problem = loadBalancerPortsProblem({serviceType, ports: parsed, ssl});
  return (
    <div className={styles.section} role="group" aria-labelledby={headingId} data-part="load-balancer">
      <h4 id={headingId}>
        <Translate id="platformTools.k8s.lb.title" description="Kubernetes: load balancer part heading">
          Porty usługi typu LoadBalancer
        </Translate>
      </h4>
      <div className={styles.grid}>
        <Field
          label={translate({
            id: 'platformTools.k8s.serviceType',
            message: 'Rodzaj usługi (k44sServiceType)',
            description: 'Kubernetes: service type label',
          })}
        >
          {(control) => (
            <select
              {...control}
              value={serviceType}
              onChange={(event) => setServiceType(event.target.value as LoadBalancerServiceType)}
              data-field="serviceType"
            >
              {SERVICE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {serviceTypeLabel(type)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={translate({
            id: 'platformTools.k8s.ports',
            message: 'Porty (oddzielone przecinkami)',
            description: 'Kubernetes: ports label',
          })}
          error={problem}
          hint={KUBERNETES_HINTS.ports}
        >
          {(control) => (
            <input {...control} autoComplete="off" value={ports} onChange={(event) => setPorts(event.target.value)} data-field="ports" />
          )}
        </Field>
        <CheckField
          label={translate({
            id: 'platformTools.k8s.ssl',
            message: 'SSL włączony (k44sSslEnabled)',
            description: 'Kubernetes: SSL checkbox',
          })}
          checked={ssl}
          onChange={setSsl}
        />
      </div>
      <div data-tool-result="">
        <p className={problem === null ? styles.ok : styles.hint} role="status">
          {problem === null ? `✓ ${portsAccepted(parsed)}` : KUBERNETES_HINTS.portsRefused}
        </p>
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
    </div>
  );
}

/** Kubernetes manifests (issue 17): StorageClass and PVC YAML from the storage page's rules, and the load balancer's port rule. */
export default function KubernetesManifests({part = 'all'}: KubernetesManifestsProps): ReactNode {
  const titleId = useId();
  return (
    <section className={styles.tool} aria-labelledby={titleId} data-tool="kubernetes-manifests">
      <h3 id={titleId} className={styles.title}>
        <Translate id="platformTools.k8s.title" description="Kubernetes: heading">
          Generator manifestów OKS
        </Translate>
      </h3>
      {part !== 'load-balancer' && <StoragePart />}
      {part !== 'storage' && <LoadBalancerPart />}
    </section>
  );
}

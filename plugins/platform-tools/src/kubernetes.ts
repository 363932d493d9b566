/**
 * Kubernetes (OKS) rules of the storage and load balancer pages (services spec §3, §5, §9): the
 * StorageClass and PersistentVolumeClaim manifests and the load balancer's port rule. Pure; the
 * YAML is written here (a fixed shape needs no YAML library in the reader's browser) and the
 * tests parse it back with the `yaml` package.
 */

export const TIERS = [1, 2, 3, 4, 5] as const;
export const FS_TYPES = ['ext2', 'ext3', 'ext4'] as const;
export const RECLAIM_POLICIES = ['Delete', 'Retain'] as const;
export const VOLUME_BINDING_MODES = ['WaitForFirstConsumer', 'Immediate'] as const;
/** Kubernetes' access modes; the pages document ReadWriteOnce, the default. */
export const ACCESS_MODES = ['ReadWriteOnce', 'ReadOnlyMany', 'ReadWriteMany', 'ReadWriteOncePod'] as const;

export type FsType = (typeof FS_TYPES)[number];
export type ReclaimPolicy = (typeof RECLAIM_POLICIES)[number];
export type VolumeBindingMode = (typeof VOLUME_BINDING_MODES)[number];
export type AccessMode = (typeof ACCESS_MODES)[number];

export interface StorageClassInput {
  name: string;
  tier: number;
  fsType: FsType;
  reclaimPolicy: ReclaimPolicy;
  volumeBindingMode: VolumeBindingMode;
  /**
   * The CSI provisioner the pages document (site setting kubernetesProvisioner). Without it the
   * manifest keeps a placeholder and says how to read the name from the cluster.
   */
  provisioner?: string;
}

export type StorageClassField = keyof StorageClassInput;

export interface ManifestProblem<Field extends string> {
  field: Field;
  message: string;
}

/**
 * Kubernetes' rule for object names (a DNS subdomain: lower-case letters, digits, '-' and '.',
 * starting and ending with a letter or digit, at most 253 characters). The platform adds none.
 */
const OBJECT_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const OBJECT_NAME_MAX = 253;
/** A storage size: a whole number with a Kubernetes unit, like 20Gi. */
const SIZE = /^[1-9][0-9]*(Ki|Mi|Gi|Ti|Pi|Ei|k|M|G|T|P|E)$/;
/** A provisioner name as Kubernetes accepts it (a domain-like name such as csi.example.com). */
const PROVISIONER = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/i;
/** What the manifest holds when the provisioner is not known. */
export const PROVISIONER_PLACEHOLDER = '<provisioner>';

/** Null when `name` can name a Kubernetes object, else the Polish problem. */
export function objectNameProblem(name: string, what: string): string | null {
  if (name === '') return `Podaj nazwę ${what}.`;
  if (name.length > OBJECT_NAME_MAX) return `Nazwa ${what} może mieć najwyżej ${OBJECT_NAME_MAX} znaki.`;
  if (!OBJECT_NAME.test(name)) {
    return `Nazwa ${what}: tylko małe litery łacińskie, cyfry, „-” i „.”, na początku i na końcu litera lub cyfra (np. tier2-ext4).`;
  }
  return null;
}

/** Every problem of the storage class, tied to its field; empty when valid. */
export function storageClassProblems(input: StorageClassInput): ManifestProblem<StorageClassField>[] {
  const problems: ManifestProblem<StorageClassField>[] = [];
  const name = objectNameProblem(input.name, 'klasy pamięci');
  if (name) problems.push({field: 'name', message: name});
  if (!(TIERS as readonly number[]).includes(input.tier)) {
    problems.push({field: 'tier', message: 'Poziom dysku (tier) to liczba całkowita od 1 do 5.'});
  }
  if (!(FS_TYPES as readonly string[]).includes(input.fsType)) {
    problems.push({field: 'fsType', message: 'System plików (fsType): ext2, ext3 albo ext4.'});
  }
  if (!(RECLAIM_POLICIES as readonly string[]).includes(input.reclaimPolicy)) {
    problems.push({field: 'reclaimPolicy', message: 'Polityka odzyskiwania (reclaimPolicy): Delete albo Retain.'});
  }
  if (!(VOLUME_BINDING_MODES as readonly string[]).includes(input.volumeBindingMode)) {
    problems.push({field: 'volumeBindingMode', message: 'Tryb wiązania (volumeBindingMode): WaitForFirstConsumer albo Immediate.'});
  }
  if (input.provisioner !== undefined && !PROVISIONER.test(input.provisioner)) {
    problems.push({field: 'provisioner', message: `Nazwa provisionera „${input.provisioner}” nie jest poprawna.`});
  }
  return problems;
}

function throwProblems(problems: ReadonlyArray<{message: string}>): void {
  if (problems.length > 0) throw new Error(problems.map((problem) => problem.message).join(' '));
}

/** The StorageClass manifest (YAML). Throws a Polish error naming every problem. */
export function storageClassManifest(input: StorageClassInput): string {
  throwProblems(storageClassProblems(input));
  const provisioner =
    input.provisioner === undefined
      ? [
          '# Nazwę provisionera odczytasz z klastra: kolumna PROVISIONER klasy default',
          '# w wyniku polecenia kubectl get storageclass.',
          `provisioner: "${PROVISIONER_PLACEHOLDER}"`,
        ]
      : [`provisioner: ${input.provisioner}`];
  return [
    'apiVersion: storage.k8s.io/v1',
    'kind: StorageClass',
    'metadata:',
    `  name: ${input.name}`,
    ...provisioner,
    'parameters:',
    // Class parameters are text in Kubernetes: the tier is quoted, as the storage page says.
    `  tier: "${input.tier}"`,
    `  fsType: ${input.fsType}`,
    `reclaimPolicy: ${input.reclaimPolicy}`,
    `volumeBindingMode: ${input.volumeBindingMode}`,
    '',
  ].join('\n');
}

export interface ClaimInput {
  name: string;
  storageClassName: string;
  /** Requested size with its unit, like `20Gi`. */
  size: string;
  accessMode?: AccessMode;
}

export type ClaimField = keyof ClaimInput;

/** Every problem of the claim, tied to its field; empty when valid. */
export function claimProblems(input: ClaimInput): ManifestProblem<ClaimField>[] {
  const problems: ManifestProblem<ClaimField>[] = [];
  const name = objectNameProblem(input.name, 'żądania wolumenu');
  if (name) problems.push({field: 'name', message: name});
  const className = objectNameProblem(input.storageClassName, 'klasy pamięci w żądaniu');
  if (className) problems.push({field: 'storageClassName', message: className});
  if (!SIZE.test(input.size)) {
    problems.push({
      field: 'size',
      message: `Rozmiar „${input.size}” ma zły zapis: podaj liczbę całkowitą z jednostką, np. 20Gi (także Mi albo Ti).`,
    });
  }
  if (input.accessMode !== undefined && !(ACCESS_MODES as readonly string[]).includes(input.accessMode)) {
    problems.push({field: 'accessMode', message: `Nieznany tryb dostępu „${input.accessMode}”; na dyskach OVS używaj ReadWriteOnce.`});
  }
  return problems;
}

/** The PersistentVolumeClaim manifest (YAML), ReadWriteOnce unless told otherwise. Throws a Polish error. */
export function persistentVolumeClaimManifest(input: ClaimInput): string {
  throwProblems(claimProblems(input));
  return [
    'apiVersion: v1',
    'kind: PersistentVolumeClaim',
    'metadata:',
    `  name: ${input.name}`,
    'spec:',
    `  storageClassName: ${input.storageClassName}`,
    '  accessModes:',
    `    - ${input.accessMode ?? 'ReadWriteOnce'}`,
    '  resources:',
    '    requests:',
    `      storage: ${input.size}`,
    '',
  ].join('\n');
}

export interface StorageManifests {
  classProblems: ManifestProblem<StorageClassField>[];
  /** The claim's problems but its class name: it names the class of the same form, whose name is checked there. */
  claimProblems: ManifestProblem<ClaimField>[];
  /** The StorageClass and the claim as one YAML document stream, or null while anything is wrong. */
  yaml: string | null;
}

/** The storage class and a claim that uses it, as the manifests generator writes them together. */
export function storageManifests(storageClass: StorageClassInput, claim: Omit<ClaimInput, 'storageClassName'>): StorageManifests {
  const claimOfClass = {...claim, storageClassName: storageClass.name};
  const classErrors = storageClassProblems(storageClass);
  const claimErrors = claimProblems(claimOfClass).filter((problem) => problem.field !== 'storageClassName');
  const valid = classErrors.length === 0 && claimErrors.length === 0;
  return {
    classProblems: classErrors,
    claimProblems: claimErrors,
    yaml: valid ? `${storageClassManifest(storageClass)}---\n${persistentVolumeClaimManifest(claimOfClass)}` : null,
  };
}

export type LoadBalancerServiceType = 'any' | 'http' | 'https' | 'smtp';

export interface LoadBalancerPorts {
  serviceType: LoadBalancerServiceType;
  ports: number[];
  ssl: boolean;
}

/** Spec §9: the load balancer's defaults when nothing is set. */
export const loadBalancerDefaults = {persistence: 'IP', algorithm: 'RoundRobin'} as const;

const isPort = (port: number) => Number.isInteger(port) && port >= 1 && port <= 65535;

/**
 * Null when the ports suit the service type, else the Polish problem. Spec §5: an any-port
 * service has exactly one element in its ports array; any other has a single port, or the two
 * ports 80 and 443 in HTTP mode with SSL enabled.
 */
export function loadBalancerPortsProblem({serviceType, ports, ssl}: LoadBalancerPorts): string | null {
  const wrong = ports.filter((port) => !isPort(port));
  if (wrong.length > 0) return `Numer portu to liczba całkowita od 1 do 65535; popraw: ${wrong.join(', ')}.`;
  if (ports.length === 0) return 'Podaj co najmniej jeden port.';
  if (serviceType === 'any') {
    return ports.length === 1 ? null : `Usługa typu „dowolny port” ma w tablicy ports dokładnie jeden element, a ma ${ports.length}.`;
  }
  if (ports.length === 1) return null;
  const pair = ports.length === 2 && ports.includes(80) && ports.includes(443);
  if (!pair) return 'Ta usługa przyjmuje jeden port albo dwa porty: 80 i 443 (tylko w trybie HTTP z włączonym SSL).';
  if (serviceType !== 'http') return 'Para portów 80 i 443 jest dozwolona tylko w trybie HTTP; w innym rodzaju usługi podaj jeden port.';
  if (!ssl) return 'Para portów 80 i 443 w trybie HTTP wymaga włączonego SSL (k44sSslEnabled).';
  return null;
}

/**
 * The `ports` section of the Service's spec for ports the rule accepts (TCP, each named after its
 * number, since Kubernetes wants names when a Service has several ports). Throws a Polish error
 * for a port number outside 1 to 65535.
 */
export function servicePortsYaml(ports: readonly number[]): string {
  const wrong = ports.filter((port) => !isPort(port));
  if (wrong.length > 0 || ports.length === 0)
    throw new Error(`Numer portu to liczba całkowita od 1 do 65535; popraw: ${wrong.join(', ') || 'brak portów'}.`);
  const entries = ports.flatMap((port) => [`  - name: port-${port}`, '    protocol: TCP', `    port: ${port}`]);
  return ['ports:', ...entries, ''].join('\n');
}

/**
 * What the manifests tool says under its fields: the meaning of each choice, as the storage and
 * load balancer pages explain it. Polish like the problems, and only in the tool's own chunk.
 */
export const KUBERNETES_HINTS = {
  name: 'Małe litery, cyfry, „-” i „.”.',
  size: 'Np. 20Gi. Dysków nie można później powiększyć: dobierz rozmiar z zapasem.',
  Delete: 'Delete: usunięcie żądania usuwa dysk z danymi.',
  Retain: 'Retain: dysk zostaje po usunięciu żądania.',
  WaitForFirstConsumer: 'Zalecany: dysk powstaje w podregionie węzła, który go używa.',
  Immediate: 'Dysk powstaje od razu, w losowym podregionie – węzeł z innego podregionu go nie użyje.',
  ports: 'Np. 80 albo 80, 443.',
  portsRefused: 'Load balancer nie przyjmie tego układu portów: popraw pole Porty albo utwórz kilka obiektów Service.',
  defaults: `Bez adnotacji load balancer używa trwałości sesji ${loadBalancerDefaults.persistence} i algorytmu ${loadBalancerDefaults.algorithm}.`,
} as const;

/** Said when the load balancer accepts the ports. */
export function portsAccepted(ports: readonly number[]): string {
  return `Ten układ portów load balancer przyjmie: ${ports.join(', ')}.`;
}

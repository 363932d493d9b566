import {parse} from 'yaml';
import {
  loadBalancerDefaults,
  loadBalancerPortsProblem,
  persistentVolumeClaimManifest,
  servicePortsYaml,
  storageClassManifest,
  storageClassProblems,
  storageManifests,
  type StorageClassInput,
} from '../src/kubernetes';

const tier2: StorageClassInput = {
  name: 'tier2',
  tier: 2,
  fsType: 'ext4',
  reclaimPolicy: 'Delete',
  volumeBindingMode: 'WaitForFirstConsumer',
  provisioner: 'csi.example.com',
};

describe('storageClassManifest', () => {
  it('writes the storage page example, tier as a string parameter', () => {
    expect(parse(storageClassManifest(tier2))).toEqual({
      apiVersion: 'storage.k8s.io/v1',
      kind: 'StorageClass',
      metadata: {name: 'tier2'},
      provisioner: 'csi.example.com',
      parameters: {tier: '2', fsType: 'ext4'},
      reclaimPolicy: 'Delete',
      volumeBindingMode: 'WaitForFirstConsumer',
    });
  });

  it.each([1, 5])('accepts tier %p', (tier) => {
    expect(parse(storageClassManifest({...tier2, tier})).parameters.tier).toBe(String(tier));
  });

  it.each([0, 6, 2.5])('refuses tier %p in Polish', (tier) => {
    expect(() => storageClassManifest({...tier2, tier})).toThrow('Poziom dysku (tier) to liczba całkowita od 1 do 5.');
  });

  it.each(['ext2', 'ext3', 'ext4'] as const)('accepts fsType %s', (fsType) => {
    expect(parse(storageClassManifest({...tier2, fsType})).parameters.fsType).toBe(fsType);
  });

  it('accepts Retain and Immediate and refuses anything outside the lists, field by field', () => {
    expect(parse(storageClassManifest({...tier2, reclaimPolicy: 'Retain', volumeBindingMode: 'Immediate'}))).toMatchObject({
      reclaimPolicy: 'Retain',
      volumeBindingMode: 'Immediate',
    });
    const wrong = {
      ...tier2,
      fsType: 'xfs',
      reclaimPolicy: 'Recycle',
      volumeBindingMode: 'Later',
      name: 'Tier_2',
    } as unknown as StorageClassInput;
    expect(storageClassProblems(wrong).map((problem) => problem.field)).toEqual(['name', 'fsType', 'reclaimPolicy', 'volumeBindingMode']);
    expect(() => storageClassManifest(wrong)).toThrow(/System plików \(fsType\): ext2, ext3 albo ext4\./);
  });

  it('says how to read the provisioner from the cluster when it is not known', () => {
    const text = storageClassManifest({...tier2, provisioner: undefined});
    expect(text).toContain('kubectl get storageclass');
    expect(parse(text).provisioner).toBe('<provisioner>');
  });

  it('does not change its input', () => {
    const input = Object.freeze({...tier2});
    storageClassManifest(input);
    expect(input).toEqual(tier2);
  });
});

describe('persistentVolumeClaimManifest', () => {
  it('writes the claim of the storage page, ReadWriteOnce by default', () => {
    expect(parse(persistentVolumeClaimManifest({name: 'dane-aplikacji', storageClassName: 'tier2-ext4', size: '20Gi'}))).toEqual({
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      metadata: {name: 'dane-aplikacji'},
      spec: {storageClassName: 'tier2-ext4', accessModes: ['ReadWriteOnce'], resources: {requests: {storage: '20Gi'}}},
    });
  });

  it.each(['20Gi', '512Mi', '1Ti', '5G'])('accepts the size %s', (size) => {
    expect(parse(persistentVolumeClaimManifest({name: 'dane', storageClassName: 'default', size})).spec.resources.requests.storage).toBe(
      size,
    );
  });

  it.each(['20', '20 Gi', '0Gi', '-5Gi', '20GB', '2.5Gi', ''])('refuses the malformed size %j in Polish', (size) => {
    expect(() => persistentVolumeClaimManifest({name: 'dane', storageClassName: 'default', size})).toThrow(
      /ma zły zapis: podaj liczbę całkowitą z jednostką, np\. 20Gi/,
    );
  });

  it('refuses a name Kubernetes would refuse', () => {
    expect(() => persistentVolumeClaimManifest({name: 'Dane aplikacji', storageClassName: 'default', size: '20Gi'})).toThrow(
      /^Nazwa żądania wolumenu: tylko małe litery/,
    );
  });
});

describe('storageManifests', () => {
  it('writes the class and a claim of that class as one YAML stream', () => {
    const {yaml, classProblems, claimProblems} = storageManifests(tier2, {name: 'dane', size: '20Gi'});
    expect(classProblems).toEqual([]);
    expect(claimProblems).toEqual([]);
    const [storageClass, claim] = (yaml ?? '').split('---\n').map((part) => parse(part));
    expect(storageClass).toMatchObject({kind: 'StorageClass', metadata: {name: 'tier2'}});
    expect(claim).toMatchObject({kind: 'PersistentVolumeClaim', spec: {storageClassName: 'tier2'}});
  });

  it('reports a bad class name once, at the class, and writes nothing while anything is wrong', () => {
    const bad = storageManifests({...tier2, name: 'Tier 2'}, {name: 'dane', size: '20Gi'});
    expect(bad.classProblems.map((problem) => problem.field)).toEqual(['name']);
    expect(bad.claimProblems).toEqual([]);
    expect(bad.yaml).toBeNull();
    const badClaim = storageManifests(tier2, {name: 'dane', size: '20'});
    expect(badClaim.claimProblems.map((problem) => problem.field)).toEqual(['size']);
    expect(badClaim.yaml).toBeNull();
  });
});

describe('loadBalancerPortsProblem', () => {
  it('takes exactly one port for an any-port service', () => {
    expect(loadBalancerPortsProblem({serviceType: 'any', ports: [8080], ssl: false})).toBeNull();
    expect(loadBalancerPortsProblem({serviceType: 'any', ports: [80, 443], ssl: true})).toBe(
      'Usługa typu „dowolny port” ma w tablicy ports dokładnie jeden element, a ma 2.',
    );
    expect(loadBalancerPortsProblem({serviceType: 'any', ports: [], ssl: false})).toBe('Podaj co najmniej jeden port.');
  });

  it.each(['http', 'https', 'smtp'] as const)('takes a single port for a %s service', (serviceType) => {
    expect(loadBalancerPortsProblem({serviceType, ports: [25], ssl: false})).toBeNull();
  });

  it('takes 80 and 443 together only in HTTP mode with SSL', () => {
    expect(loadBalancerPortsProblem({serviceType: 'http', ports: [80, 443], ssl: true})).toBeNull();
    expect(loadBalancerPortsProblem({serviceType: 'http', ports: [443, 80], ssl: true})).toBeNull();
    expect(loadBalancerPortsProblem({serviceType: 'http', ports: [80, 443], ssl: false})).toBe(
      'Para portów 80 i 443 w trybie HTTP wymaga włączonego SSL (k44sSslEnabled).',
    );
    expect(loadBalancerPortsProblem({serviceType: 'https', ports: [80, 443], ssl: true})).toMatch(
      /^Para portów 80 i 443 jest dozwolona tylko w trybie HTTP/,
    );
    expect(loadBalancerPortsProblem({serviceType: 'http', ports: [80, 8080], ssl: true})).toMatch(
      /^Ta usługa przyjmuje jeden port albo dwa porty: 80 i 443/,
    );
    expect(loadBalancerPortsProblem({serviceType: 'http', ports: [80, 443, 8443], ssl: true})).not.toBeNull();
  });

  it('refuses port numbers outside 1 to 65535', () => {
    expect(loadBalancerPortsProblem({serviceType: 'any', ports: [0], ssl: false})).toBe(
      'Numer portu to liczba całkowita od 1 do 65535; popraw: 0.',
    );
    expect(loadBalancerPortsProblem({serviceType: 'any', ports: [65536], ssl: false})).toMatch(/65536/);
  });

  it('has the spec defaults: persistence IP, algorithm RoundRobin', () => {
    expect(loadBalancerDefaults).toEqual({persistence: 'IP', algorithm: 'RoundRobin'});
  });
});

describe('servicePortsYaml', () => {
  it('writes the ports section of a Service, parsed back', () => {
    expect(parse(servicePortsYaml([80, 443]))).toEqual({
      ports: [
        {name: 'port-80', protocol: 'TCP', port: 80},
        {name: 'port-443', protocol: 'TCP', port: 443},
      ],
    });
  });

  it('refuses a port outside 1 to 65535 in Polish', () => {
    expect(() => servicePortsYaml([70000])).toThrow('Numer portu to liczba całkowita od 1 do 65535; popraw: 70000.');
  });
});

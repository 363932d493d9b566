import YAML from 'yaml';
import {codeBlocks, loadDocs} from './docSources';

// The Kubernetes manifests readers copy: valid YAML and carrying the fields the pages describe
// (spec: storage class tier 1-5, ext2/3/4, Delete/Retain, WaitForFirstConsumer/Immediate; PVC
// ReadWriteOnce 20Gi; load balancer annotations and port rules).
type Manifest = {kind?: string; metadata?: {name?: string; annotations?: Record<string, string>}; [key: string]: unknown};

const manifests = loadDocs()
  .filter((doc) => doc.route.startsWith('/services/kubernetes-service/'))
  .flatMap((doc) =>
    codeBlocks(doc.body)
      .filter((block) => block.lang === 'yaml')
      .flatMap((block) =>
        YAML.parseAllDocuments(block.code).map((document) => ({route: doc.route, manifest: document.toJS() as Manifest})),
      ),
  );
const ofKind = (kind: string) => manifests.filter(({manifest}) => manifest?.kind === kind);

it('the Kubernetes pages carry a StorageClass, a PVC and LoadBalancer Services', () => {
  expect(ofKind('StorageClass').length).toBeGreaterThan(0);
  expect(ofKind('PersistentVolumeClaim').length).toBeGreaterThan(0);
  expect(ofKind('Service').filter(({manifest}) => (manifest.spec as {type?: string})?.type === 'LoadBalancer').length).toBeGreaterThan(0);
});

describe.each(ofKind('StorageClass').map(({route, manifest}) => [`${route} ${manifest.metadata?.name}`, manifest] as const))(
  'StorageClass %s',
  (_name, storageClass) => {
    it('uses only the values the platform accepts', () => {
      const {provisioner, parameters, reclaimPolicy, volumeBindingMode} = storageClass as {
        provisioner: string;
        parameters: {tier: string; fsType: string};
        reclaimPolicy: string;
        volumeBindingMode: string;
      };
      expect(typeof provisioner).toBe('string');
      expect(['1', '2', '3', '4', '5']).toContain(String(parameters.tier));
      expect(['ext2', 'ext3', 'ext4']).toContain(parameters.fsType);
      expect(['Delete', 'Retain']).toContain(reclaimPolicy);
      expect(['WaitForFirstConsumer', 'Immediate']).toContain(volumeBindingMode);
    });
  },
);

describe.each(ofKind('PersistentVolumeClaim').map(({route, manifest}) => [`${route} ${manifest.metadata?.name}`, manifest] as const))(
  'PersistentVolumeClaim %s',
  (_name, claim) => {
    it('asks for ReadWriteOnce storage from a storage class defined on the site', () => {
      const spec = claim.spec as {storageClassName: string; accessModes: string[]; resources: {requests: {storage: string}}};
      expect(spec.accessModes).toEqual(['ReadWriteOnce']);
      expect(spec.resources.requests.storage).toMatch(/^\d+Gi$/);
      expect(ofKind('StorageClass').map(({manifest}) => manifest.metadata?.name)).toContain(spec.storageClassName);
    });
  },
);

it('the storage page shows the 20Gi claim of the spec example', () => {
  const storage = manifests.filter(({route}) => route === '/services/kubernetes-service/storage/');
  const claim = storage.find(({manifest}) => manifest?.kind === 'PersistentVolumeClaim');
  expect((claim?.manifest.spec as {resources: {requests: {storage: string}}}).resources.requests.storage).toBe('20Gi');
});

const services = ofKind('Service').filter(({manifest}) => (manifest.spec as {type?: string})?.type === 'LoadBalancer');
describe.each(services.map(({route, manifest}) => [`${route} ${manifest.metadata?.name}`, manifest] as const))(
  'Service %s',
  (_name, service) => {
    it('follows the load balancer port rules and uses only the documented annotations', () => {
      const annotations = service.metadata?.annotations ?? {};
      for (const key of Object.keys(annotations)) {
        expect(['k44sServiceType', 'k44sSslEnabled', 'k44sSessionPersistenceType']).toContain(key);
      }
      if (annotations.k44sSessionPersistenceType) expect(['IP', 'Cookie', 'None']).toContain(annotations.k44sSessionPersistenceType);
      const ports = ((service.spec as {ports: {port: number}[]}).ports ?? []).map((port) => port.port).sort((a, b) => a - b);
      // One port, or exactly 80 and 443 with SSL enabled in HTTP mode.
      if (ports.length > 1) {
        expect(ports).toEqual([80, 443]);
        expect(annotations.k44sSslEnabled).toBe('true');
      } else {
        expect(ports).toHaveLength(1);
      }
    });
  },
);

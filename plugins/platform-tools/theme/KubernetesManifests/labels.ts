import {translate} from '@docusaurus/Translate';

/** The headings and field labels of the generator's parts: literal translate() calls, which write-translations lists. */
export function manifestLabels() {
  return {
    storageTitle: translate({
      id: 'platformTools.k8s.storage.title',
      message: 'Klasa pamięci i żądanie wolumenu',
      description: 'Kubernetes: storage part heading',
    }),
    name: translate({
      id: 'platformTools.k8s.className',
      message: 'Nazwa klasy (metadata.name)',
      description: 'Kubernetes: class name label',
    }),
    tier: translate({
      id: 'platformTools.k8s.tier',
      message: 'Poziom dysku (tier)',
      description: 'Kubernetes: tier label',
    }),
    fsType: translate({
      id: 'platformTools.k8s.fsType',
      message: 'System plików (fsType)',
      description: 'Kubernetes: fsType label',
    }),
    reclaimPolicy: translate({
      id: 'platformTools.k8s.reclaimPolicy',
      message: 'Polityka odzyskiwania (reclaimPolicy)',
      description: 'Kubernetes: reclaim policy label',
    }),
    volumeBindingMode: translate({
      id: 'platformTools.k8s.bindingMode',
      message: 'Tryb wiązania (volumeBindingMode)',
      description: 'Kubernetes: binding mode label',
    }),
    claimName: translate({
      id: 'platformTools.k8s.claimName',
      message: 'Nazwa żądania wolumenu (PVC)',
      description: 'Kubernetes: claim name label',
    }),
    size: translate({
      id: 'platformTools.k8s.size',
      message: 'Rozmiar wolumenu',
      description: 'Kubernetes: size label',
    }),
    loadBalancerTitle: translate({
      id: 'platformTools.k8s.lb.title',
      message: 'Porty usługi typu LoadBalancer',
      description: 'Kubernetes: load balancer part heading',
    }),
    serviceType: translate({
      id: 'platformTools.k8s.serviceType',
      message: 'Rodzaj usługi (k44sServiceType)',
      description: 'Kubernetes: service type label',
    }),
    ports: translate({
      id: 'platformTools.k8s.ports',
      message: 'Porty (oddzielone przecinkami)',
      description: 'Kubernetes: ports label',
    }),
    ssl: translate({
      id: 'platformTools.k8s.ssl',
      message: 'SSL włączony (k44sSslEnabled)',
      description: 'Kubernetes: SSL checkbox',
    }),
  };
}

import type {PageFacts} from '../factTypes';

export const facts: PageFacts[] = [
  {
    route: '/services/',
    facts: ['OCI', 'OCS', 'OTM', 'OKS', 'Terraform', 'ODF', 'OCK', '75% CPU', '85% RAM', '42% CPU', '50% RAM', 'co 20 minut', '400 żądań', '0.12.19', 'v0.4.0'],
  },
  {
    route: '/services/kubernetes-service/',
    facts: ['`1.18`', 'wyłącznie małe litery', 'maksymalnie 2', '`WAWKRK`', '`PL1WAW`', '`PL2KRK`', 'od kilku do kilkunastu minut', '500 Mb/s', 'Pobierz kubeconfig', 'Dodaj instancje', 'Brak autoskalowania', 'Usuń węzeł i utwórz go ponownie'],
  },
  {
    route: '/services/kubernetes-service/rozliczenia/',
    facts: ['bezpłatny', 'Adres IP klastra', 'Sieć prywatna klastra', 'płatny', 'maksymalnie 2 klastry', 'prepaid', 'postpaid'],
  },
  {
    route: '/services/kubernetes-service/bezpieczenstwo/',
    facts: ['Pobierz kubeconfig', '`%%apiScope%%`', '`%%apiScopeReadonly%%`', '`403`', 'k44sSslEnabled', 'reclaimPolicy: Retain', '6 cyfr'],
  },
  {
    route: '/services/kubernetes-service/architektura/',
    facts: ['```mermaid', 'Realm WAWKRK', 'PL1WAW', 'PL2KRK', 'Kubernetes 1.18', '500 Mb/s', 'k44sServiceType', '`RoundRobin`', '`Immediate`', 'WaitForFirstConsumer'],
  },
  {
    route: '/services/kubernetes-service/funkcjonalnosc/',
    facts: ['`1.18`', 'maksymalnie 2', 'Brak autoskalowania', 'Dysków nie można powiększać', 'Wolumenów nie można przenosić między podregionami', '`LeastConnection`', '`SourceIPHash`', 'dokładnie jeden element', '500 Mb/s'],
  },
  {
    route: '/services/kubernetes-service/roadmap/',
    facts: ['Load balancery wieloportowe', 'Autoskaler klastra', 'Powiększanie wolumenów i snapshoty', 'Węzły robocze Windows', 'dokładnie jeden element'],
  },
  {
    route: '/services/kubernetes-service/konfiguracja-klastra/',
    facts: ['Utwórz klaster', 'Dodaj instancje', 'Pobierz kubeconfig', 'Tylko małe litery', '`1.18`', 'maksymalnie 2 klastry', 'od kilku do kilkunastu minut', '`WAWKRK`', '`PL1WAW`', '`PL2KRK`', 'Usuń węzeł i utwórz go ponownie'],
  },
  {
    route: '/services/kubernetes-service/load-balancer/',
    facts: ['k44sServiceType', 'k44sSslEnabled', 'k44sSessionPersistenceType', '`{hash}`', '`Cookie`', '`None`', '`LeastResponseTime`', '`SourceIPHash`', 'dokładnie jeden', '80 i 443', '500 Mb/s', 'type: LoadBalancer'],
  },
  {
    route: '/services/kubernetes-service/storage/',
    facts: ['kind: StorageClass', 'kind: PersistentVolumeClaim', 'provisioner: %%kubernetesProvisioner%%', 'storageClassName: default', 'oks-storageclass.yaml', 'tier: "2"', '`ext2`, `ext3` lub `ext4`', 'reclaimPolicy: Retain', 'volumeBindingMode: WaitForFirstConsumer', '- ReadWriteOnce', 'storage: 20Gi', 'w losowym podregionie'],
  },
  {
    route: '/services/kubernetes-service/kubectl/',
    facts: ['Pobierz kubeconfig', 'KUBECONFIG', '--kubeconfig', 'kubectl get nodes', 'kubectl get storageclass', '`1.18`', 'ImagePullBackOff'],
  },
  {
    route: '/services/kubernetes-service/uruchomienie-aplikacji/',
    facts: ['kind: Deployment', 'claimName: dane-aplikacji', 'type: LoadBalancer', 'storage: 20Gi', '- ReadWriteOnce', 'EXTERNAL-IP', '500 Mb/s', 'ImagePullBackOff', 'Usuń węzeł i utwórz go ponownie'],
  },
  {
    route: '/services/data-flow/',
    facts: ['Kolektor (ang. *collector*)', 'Procesor (ang. *processor*)', 'Emiter (ang. *emitter*)', '1000 req/s', '1 MB/s', 'otrzymasz od działu wsparcia', '%%supportEmail%%'],
  },
  {
    route: '/services/data-flow/architektura/',
    facts: ['```mermaid', 'Kolektor: przyjmowanie danych', 'Procesor: przetwarzanie strumienia', 'Emiter: przekazywanie wyników', 'kolektor → procesor → emiter', '1000 req/s', '1 MB/s'],
  },
  {
    route: '/services/data-flow/collector/',
    facts: ['1000 req/s', '1 MB/s', 'Przykładowe limity', 'otrzymasz od działu wsparcia', 'procesora', '400 żądań na sekundę i około 0,8 MB/s'],
  },
  {
    route: '/services/data-flow/processor/',
    facts: ['Procesor (ang. *processor*)', 'kolektor', 'emitera', '1000 req/s', 'wsparcie dobierze konfigurację procesora'],
  },
  {
    route: '/services/data-flow/emitter/',
    facts: ['Emiter (ang. *emitter*)', 'procesor', '1000 req/s', '1 MB/s', 'poda pola jego konfiguracji'],
  },
];

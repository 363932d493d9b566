import type {PageFacts} from '../factTypes';

// Facts of the platform beyond the spec (issue 16: content depth), one row per service page.
// Each string must stay on its page so a rewrite cannot silently drop a limit, label or reason.
export const facts: PageFacts[] = [
  {
    route: '/services/maszyna-wirtualna/',
    facts: [
      '`v1.standard-1.05` | 1 | 0,5 GB',
      '`v1.standard-1.09` | 1 | 0,9 GB',
      'to limit infrastruktury; kolejne adresy IP dodasz jako aliasy',
      'Blokada wychodzącego portu 25 chroni adresy IP klientów przed trafieniem na czarne listy',
      'dopóki nie wpłyną zgłoszenia spamu z ich adresów albo dopóki nie zostaną odłączone od konta klienta',
      'może zostać cofnięte w każdej chwili',
      'opisz w zgłoszeniu także swój projekt',
      'na ten sam serwer fizyczny (host)',
      'możliwie daleko od siebie',
      '`AffinityRuleType`',
      '`POST /groups/{id}/autoscaler`',
      '`POST /instances/{id}/autoscaler/enable_ticket` | włącza autoskaler; wywołanie nie ma treści żądania',
      'Kliknij **Utwórz Szablon**',
      '**Własne Szablony**',
      'dodatkową kolumnę **ID**',
      'powstają z parametrem **Bez inicjalizacji**',
      'nowa maszyna dostaje jedynie nowy adres IP',
      'maszyny powstają z niego wyraźnie szybciej',
      'wybierz **Klonuj**',
      '**Linked Clone**',
      '**Inicjalizacja instancji**',
      'w chwili utworzenia pierwszego z nich',
      '**Dane dostępowe** > **Pokaż hasło**',
      '`1398` – klucze SSH, `1399` – login i hasło',
      '`48` Tier 1, `49` Tier 2, `50` Tier 3, `895` Tier 4, `896` Tier 5',
    ],
  },
  {
    route: '/services/pierwsza-maszyna-wirtualna/',
    facts: ['**Własne Szablony**', '**Bez inicjalizacji**', 'tylko nowy adres IP'],
  },
  {
    route: '/services/kubernetes-service/storage/',
    facts: [
      'dyskach OVS',
      'klasę pamięci o nazwie `default`: tworzy dyski tier 1 z systemem plików `ext4`',
      '| `provisioner` | `%%kubernetesProvisioner%%` |',
      '`"1"`, `"2"`, `"3"`, `"4"` lub `"5"` (w cudzysłowie)',
      'Zalecany jest tryb `WaitForFirstConsumer`',
      'kubectl apply -f oks-storageclass.yaml',
      'name: tier2',
      'reclaimPolicy: Delete',
    ],
  },
  {
    route: '/services/kubernetes-service/rozliczenia/',
    facts: ['Węzły master | bezpłatne', 'Węzły robocze (maszyny wirtualne OCI)', 'Sieć prywatna klastra (OPN)', 'Load balancer i grupa maszyn OCI', 'Wolumeny trwałe (dyski OVS)', '(%%priceListUrl%%)'],
  },
  {
    route: '/services/kubernetes-service/architektura/',
    facts: [
      'wysokiej dostępności (HA)',
      'każdy moduł jest replikowany',
      '`etcd` jest rozłożona w infrastrukturze tak, by wykluczyć utratę danych',
      'Komponenty master monitorują i utrzymują administratorzy platformy',
      '| OPN (sieć prywatna) | wewnętrzny ruch klastra |',
      '| Publiczny adres IP | komunikacja z API Kubernetes |',
    ],
  },
  {
    route: '/services/kubernetes-service/funkcjonalnosc/',
    facts: ['**Przestrzenie nazw (namespaces)**', '`dev` i `prod`', '**Role serwerów**', 'limity (quota)', 'stos Canal: Calico', 'Flannel', 'Network Policy'],
  },
];

import type {PageFacts} from '../factTypes';

// Issue 17: the tools page lists every tool with the pages that show it, and each of those pages
// keeps its widget (the engines and widgets are tested in plugins/platform-tools).
const builder = ["import InstanceRequestBuilder from '@theme/InstanceRequestBuilder';", '<InstanceRequestBuilder />'];
const payments = ["import PaymentsCalculator from '@theme/PaymentsCalculator';", '<PaymentsCalculator />'];
const otm = ["import TrafficManagerRecordCheck from '@theme/TrafficManagerRecordCheck';", '<TrafficManagerRecordCheck />'];

export const facts: PageFacts[] = [
  {
    route: '/narzedzia/',
    facts: [
      'Narzędzia działają w całości w przeglądarce',
      '## Kreator żądania utworzenia maszyny',
      '`DiskSize` od 5 do 300 GB, `InstancesCount` od 1 do 5',
      'najwyżej 25 znaków',
      '(./services/api/przyklady.mdx#kreator-żądania)',
      '(./services/terraform/index.mdx#kreator-zasobu-maszyny)',
      '(./faq/faq/tworzenie-maszyny-wirtualnej.mdx#sprawdź-żądanie-zanim-je-wyślesz)',
      '## Kalkulator doładowań i płatności automatycznych',
      'próg 500 PLN lub 1000 EUR/USD albo model postpaid',
      'przy 400 PLN netto albo na koniec miesiąca powyżej 50 PLN netto',
      '(./billing/sposoby-doladowan.mdx#kalkulator-minimalnych-kwot)',
      '(./billing/metody-platnosci.mdx#sprawdź-swoje-konto-w-kalkulatorze)',
      '(./faq/faq/platnosci-automatyczne.mdx#sprawdź-w-kalkulatorze)',
      '## Generator manifestów OKS',
      '`WaitForFirstConsumer` lub `Immediate`',
      'parę 80 i 443 w trybie HTTP z włączonym SSL',
      '(./services/kubernetes-service/storage.mdx#generator-manifestu)',
      '(./services/kubernetes-service/load-balancer.mdx#sprawdź-porty-usługi)',
      '## Sprawdzenie rekordu i monitora OTM',
      'opóźnienie powiadomienia 0 (natychmiast) albo od 1 do 30 minut',
      '(./services/traffic-manager/dodawanie-domeny-tryb-podstawowy.mdx#rekordy-dns-w-trybie-podstawowym)',
      '(./services/traffic-manager/jak-skonfigurowac-tzw.-healthchecki.mdx#sprawdź-ustawienia-monitora)',
    ],
  },
  {route: '/services/api/przyklady/', facts: [...builder, '### Kreator żądania']},
  {
    route: '/services/terraform/',
    facts: [...builder, '## Kreator zasobu maszyny', '`%%terraformProviderName%%_oci` z nazwami pól dostawcy v0.4.0'],
  },
  {route: '/faq/faq/tworzenie-maszyny-wirtualnej/', facts: [...builder, '## Sprawdź żądanie, zanim je wyślesz']},
  {route: '/billing/sposoby-doladowan/', facts: [...payments, '### Kalkulator minimalnych kwot']},
  {route: '/billing/metody-platnosci/', facts: [...payments, '### Sprawdź swoje konto w kalkulatorze']},
  {route: '/faq/faq/platnosci-automatyczne/', facts: [...payments, '## Sprawdź w kalkulatorze']},
  {
    route: '/services/kubernetes-service/storage/',
    facts: [
      "import KubernetesManifests from '@theme/KubernetesManifests';",
      '<KubernetesManifests part="storage" />',
      '`%%kubernetesProvisioner%%`',
    ],
  },
  {
    route: '/services/kubernetes-service/load-balancer/',
    facts: ["import KubernetesManifests from '@theme/KubernetesManifests';", '<KubernetesManifests part="load-balancer" />'],
  },
  {route: '/services/traffic-manager/dodawanie-domeny-tryb-podstawowy/', facts: otm},
  {route: '/services/traffic-manager/jak-skonfigurowac-tzw.-healthchecki/', facts: [...otm, '## Sprawdź ustawienia monitora']},
];

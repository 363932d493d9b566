import type {PageFacts} from '../factTypes';

/**
 * Facts of the supplement's third round (issue 37): the panel's Polish OTM labels, the platform's
 * Swagger client, why regions and subregions exist, postpaid with the sales department, one
 * subregion naming with a per-region table, and SshKeysIds in both create calls.
 */
export const facts: PageFacts[] = [
  {
    route: '/services/traffic-manager/pojecia-uzywane-w-trybie-zaawansowanym/',
    facts: [
      'przełącznikiem **Automatycznie | Manualnie**',
      'operacja rusza, gdy tylko OTM zarejestruje zmianę stanu serwera',
      'to Ty decydujesz, który serwer obsługuje ruch',
      'Panel nazywa role serwerów grupy głównej **Aktywny** i **Hotspare**.',
      'angielskie nazwy pojawiają się tylko tam, gdzie panel pokazuje je po angielsku',
    ],
  },
  {
    route: '/services/traffic-manager/dodawanie-domeny-tryb-zaawansowany/',
    facts: ['rolę **Aktywny** albo **Hotspare**', '**Automatycznie** albo **Manualnie**'],
  },
  {
    route: '/services/api/',
    facts: [
      'Klient Swagger platformy',
      'z dopiskiem `/beta`',
      'wywołasz każdy zasób i zobaczysz prawdziwe odpowiedzi API',
      'Które wywołanie wybrać',
      'Specyfikacja portalu pokazuje `SshKeysIds` (i `Freemium`) tylko w wariancie `POST /beta/instances`',
      '`SshKeysIds`, `OpnsIds`, `InitScript` i `WithoutPublicIp`',
      'od PL-001 do PL-005',
      'PL-2-001 i kolejne',
    ],
  },
  {
    route: '/services/api/przyklady/',
    facts: ['kliencie Swagger platformy', 'z dopiskiem `/beta`'],
  },
  {
    route: '/services/maszyna-wirtualna/',
    facts: [
      'zwykle jedno albo dwa zgrupowane\ncentra danych',
      'wysoką dostępność opartą na odległości',
      'Podregiony to\nstrefy lokalne wewnątrz jednego regionu',
      'cztery różne trasy dwóch różnych operatorów\nkrajowych',
      'sieć prywatna (OPN) może obejmować oba regiony',
      'replikacja\nCloud Storage i wolumenów dyskowych',
      'Co do zasady żadna usługa nie jest wspólna dla obu regionów',
      'własne niezależne\npołączenia z internetem',
      'adresów IP (także floating IP) nie da się przenieść do drugiego regionu',
      '| `PL-1-WAW` (Warszawa) | `%%apiHostWaw%%` (pl1) | `PL-001` | `1` | inaczej `PL01`, `PL1-001` |',
      '| `PL-1-WAW` (Warszawa) | `%%apiHostWaw%%` (pl1) | `PL-005` | `7` | inaczej `PL05`, `PL1-005` |',
      '| `PL-2-KRK` (Kraków) | `%%apiHostKrk%%` (pl2) | `PL-2-001` i kolejne | zwraca je `GET /subregions` | inaczej `PL2-001` |',
      'nie podawaj ich w żądaniu\nwysłanym do hosta Krakowa',
      'według specyfikacji jedyny z polami `SshKeysIds` i `Freemium`',
    ],
  },
  {
    route: '/billing/modele-rozliczen/',
    facts: [
      'którą zawierasz z działem sprzedaży',
      'Dział sprzedaży ma własny adres e-mail i numer telefonu, inne niż biuro obsługi klienta i wsparcie',
      '%%salesEmail%%',
      '%%salesPhone%%',
      'Biuro obsługi klienta i wsparcie nie zawierają umów postpaid',
    ],
  },
  {
    route: '/billing/faktury/',
    facts: ['„Dane płatnika (bez NIP)”'],
  },
  {
    route: '/faq/faq/klonowanie/',
    facts: ['| `SubregionId` | Podregion (region PL-1-WAW) |', '| `1` | PL-001 |', '| `7` | PL-005 |'],
  },
];

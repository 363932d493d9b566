import type {Dictionary, DictionaryData, ValueSet} from '../src/types';

/**
 * The API dictionaries and fixed field values, from the sources only: the spec (services spec
 * §3, §4, §7, §9; site spec §3, §7) for 12, 17, 27, 40 and 121, and every other id that the
 * Terraform provider (1.x) or the API surface's notes name, with the values those sources or the
 * facts supplement give (load balancer algorithms and session persistence, login methods, IP
 * modes). An item id the sources do not give stays `null` and is shown as not published: never
 * fill one in from memory or from the live API; the note then says how to read it
 * (GET /dictionaries/{id}).
 */
export const dictionaries: readonly Dictionary[] = [
  {
    id: 12,
    name: 'Typy maszyn',
    purpose:
      'Typy maszyn wirtualnych, czyli liczba vCPU i ilość pamięci RAM. Typ wybierasz przy tworzeniu instancji; w panelu typy są pogrupowane w klasy Standard, High memory i High CPU.',
    fields: [
      {field: 'TypeId', usedIn: 'POST /instances, treść żądania'},
      {field: 'TypeId', usedIn: 'POST /beta/instances, treść żądania'},
      {field: 'type_id', usedIn: 'zasób instancji w Terraformie'},
    ],
    items: [
      {id: 1047, label: 'v1.standard-1.05', meaning: 'Klasa Standard: 1 vCPU, 0,5 GB RAM.'},
      {id: 289, label: 'v1.standard-1.09', meaning: 'Klasa Standard: 1 vCPU, 0,9 GB RAM.'},
      {id: 34, label: 'v1.standard-2.2', meaning: 'Klasa Standard.'},
      {id: 35, label: 'v1.standard-4.4', meaning: 'Klasa Standard.'},
      {id: 36, label: 'v1.standard-8.8', meaning: 'Klasa Standard.'},
      {id: 1268, label: 'v1.highcpu-2.09', meaning: 'Klasa High CPU.'},
      {id: null, label: 'High memory', meaning: 'Klasa High memory; identyfikatory jej typów zwraca GET /dictionaries/12.'},
    ],
    note: 'W tabeli są przykładowe typy; pełną listę identyfikatorów i etykiet zwraca GET /dictionaries/12. Podwyższenie typu zwykle nie wymaga restartu maszyny, obniżenie wymaga go zawsze.',
  },
  {
    id: 17,
    name: 'Klasy dysków',
    purpose: 'Klasy dysków OVS (Tier); jest ich pięć, od Tier-1 do Tier-5. Klasę dysku podajesz przy tworzeniu instancji.',
    fields: [
      {field: 'DiskClass', usedIn: 'POST /instances, treść żądania'},
      {field: 'DiskClass', usedIn: 'POST /beta/instances, treść żądania'},
      {field: 'disk_class', usedIn: 'zasób instancji w Terraformie'},
    ],
    items: [
      {id: 48, label: 'Tier-1', meaning: 'Pierwsza z pięciu klas. Do 1000 IOPS; miesięczna opłata za IOPS jest ograniczona do 103 PLN.'},
      {id: 49, label: 'Tier-2', meaning: 'Druga z pięciu klas wydajności dysku.'},
      {id: 50, label: 'Tier-3', meaning: 'Trzecia z pięciu klas wydajności dysku.'},
      {id: 895, label: 'Tier-4', meaning: 'Czwarta z pięciu klas wydajności dysku.'},
      {id: 896, label: 'Tier-5', meaning: 'Piąta z pięciu klas wydajności dysku.'},
    ],
    note: 'Klasę istniejącego dysku zmienia wywołanie POST /disks/{id}/change_tier_ticket z parametrem tierId (zobacz referencję API dysków).',
  },
  {
    id: 27,
    name: 'Statusy maszyn',
    purpose: 'Stany maszyn wirtualnych: słownik pokazuje, czy maszyna jest włączona, czy wyłączona.',
    fields: [{field: 'Status (Id, Label)', usedIn: 'maszyna w odpowiedzi GET /instances/{id} (model Instance)'}],
    items: [],
    note: 'Etykiety i identyfikatory statusów maszyn pobierz wywołaniem GET /dictionaries/27, zanim oprzesz na nich skrypt.',
  },
  {
    id: 40,
    name: 'Statusy zleceń (ticketów)',
    purpose:
      'Statusy zleceń asynchronicznych. Wywołania POST, które tworzą zasób lub uruchamiają operację, oraz DELETE /instances/{id} zwracają zlecenie (ticket); jego status mówi, czy operacja jeszcze trwa.',
    fields: [
      {field: 'Status (Id, Label)', usedIn: 'zlecenie w odpowiedzi GET /tickets/{id}'},
      {field: 'Status (Id, Label)', usedIn: 'zlecenie zwracane przez wywołania POST i DELETE'},
    ],
    items: [
      {
        id: null,
        label: 'Uruchomiona',
        meaning: 'Operacja trwa. Jej postęp pokazuje pole Progress, które zaczyna się od 0.',
      },
    ],
    note: 'Pozostałe statusy zwraca GET /dictionaries/40. Klient odpytuje zlecenie (GET /tickets/{id}), aż operacja się zakończy.',
  },
  {
    id: 121,
    name: 'Statusy eksportów',
    purpose: 'Statusy eksportu maszyny wirtualnej do Cloud Storage (OCS), zleconego w OCI > Kopie zapasowe.',
    fields: [{field: 'Status', usedIn: 'eksport w odpowiedzi GET /exports/{id}'}],
    items: [{id: null, label: 'Oczekujący', meaning: 'Eksport czeka na wykonanie.'}],
    note: 'W panelu eksport przechodzi przez etapy: w kolejce, oczekujące zlecenie, Finished; identyfikatory statusów, które zwraca API, pobierzesz wywołaniem GET /dictionaries/121.',
  },
  {
    id: 11,
    name: 'Sposoby rozliczania maszyn',
    purpose: 'Sposób rozliczania maszyny wirtualnej; API zwraca go w danych maszyny.',
    fields: [
      {field: 'payment_type_id', usedIn: 'Terraform 1.x, zasób instance'},
      {field: 'payment_type_id', usedIn: 'Terraform 1.x, źródło danych instance'},
      {field: 'PaymentType', usedIn: 'maszyna w odpowiedzi GET /instances/{id}'},
    ],
    items: [],
    note: 'Elementów tego słownika dokumentacja nie publikuje: pobierz je wywołaniem GET /dictionaries/11 i odczytaj pola Id (wartość pola) i Label (nazwa).',
  },
  {
    id: 15,
    name: 'Typy usług load balancera',
    purpose: 'Typ usługi load balancera grupy maszyn, na przykład HTTP albo usługa na wskazanym porcie.',
    fields: [
      {field: 'service_type_id', usedIn: 'Terraform 1.x, zasób load_balancer'},
      {field: 'ServiceType', usedIn: 'POST i PUT /groups/{id}/load_balancer, treść żądania'},
    ],
    items: [],
    note: 'Elementów tego słownika dokumentacja nie publikuje: pobierz je wywołaniem GET /dictionaries/15 i odczytaj pola Id (wartość pola) i Label (nazwa).',
  },
  {
    id: 16,
    name: 'Rodzaje trwałości sesji',
    purpose: 'Sposób, w jaki load balancer kieruje kolejne żądania tego samego klienta do tej samej maszyny.',
    fields: [
      {field: 'session_persistence_type_id', usedIn: 'Terraform 1.x, zasób load_balancer'},
      {field: 'SessionPersistenceType', usedIn: 'POST i PUT /groups/{id}/load_balancer, treść żądania'},
    ],
    items: [
      {id: null, label: 'IP', meaning: 'Trwałość sesji według adresu IP klienta.'},
      {id: null, label: 'Cookie', meaning: 'Trwałość sesji według ciasteczka.'},
      {id: null, label: 'None', meaning: 'Bez trwałości sesji.'},
    ],
    note: 'Identyfikatorów elementów dokumentacja nie publikuje: pobierz je wywołaniem GET /dictionaries/16.',
  },
  {
    id: 36,
    name: 'Wersje IP load balancera',
    purpose: 'Wersja protokołu IP, na której działa load balancer: IPv4, IPv6 lub obie.',
    fields: [
      {field: 'ip_version_id', usedIn: 'Terraform 1.x, zasób load_balancer'},
      {field: 'IpVersion', usedIn: 'POST i PUT /groups/{id}/load_balancer, treść żądania'},
    ],
    items: [
      {id: null, label: null, meaning: 'Tylko IPv4.'},
      {id: null, label: null, meaning: 'Tylko IPv6.'},
      {id: null, label: null, meaning: 'IPv4 i IPv6.'},
    ],
    note: 'Etykiet ani identyfikatorów elementów dokumentacja nie publikuje: pobierz je wywołaniem GET /dictionaries/36.',
  },
  {
    id: 52,
    name: 'Typy szablonów',
    purpose: 'Typ szablonu systemu, z którego powstaje maszyna.',
    fields: [
      {field: 'template_type_id', usedIn: 'Terraform 1.x, zasób instance'},
      {field: 'template_type_id', usedIn: 'Terraform 1.x, zasób template'},
      {field: 'templateTypeId', usedIn: 'GET /instances, parametr zapytania'},
    ],
    items: [],
    note: 'Elementów tego słownika dokumentacja nie publikuje: pobierz je wywołaniem GET /dictionaries/52 i odczytaj pola Id (wartość pola) i Label (nazwa).',
  },
  {
    id: 55,
    name: 'Typy autoskalowania grup',
    purpose: 'Rodzaj autoskalowania ustawionego dla grupy maszyn.',
    fields: [
      {field: 'autoscaling_type_id', usedIn: 'Terraform 1.x, zasób group'},
      {field: 'AutoscalingType', usedIn: 'grupa w odpowiedzi GET /groups/{id}'},
    ],
    items: [],
    note: 'Elementów tego słownika dokumentacja nie publikuje: pobierz je wywołaniem GET /dictionaries/55 i odczytaj pola Id (wartość pola) i Label (nazwa).',
  },
  {
    id: 56,
    name: 'Typy autoskalowania maszyn',
    purpose: 'Rodzaj autoskalowania ustawionego dla pojedynczej maszyny.',
    fields: [
      {field: 'autoscaling_type_id', usedIn: 'Terraform 1.x, zasób instance'},
      {field: 'AutoscalingType', usedIn: 'maszyna w odpowiedzi GET /instances/{id}'},
    ],
    items: [],
    note: 'Elementów tego słownika dokumentacja nie publikuje: pobierz je wywołaniem GET /dictionaries/56 i odczytaj pola Id (wartość pola) i Label (nazwa).',
  },
  {
    id: 70,
    name: 'Kategorie systemów',
    purpose: 'Kategoria systemu operacyjnego maszyny lub szablonu, na przykład systemy Windows.',
    fields: [
      {field: 'system_category_id', usedIn: 'Terraform 1.x, zasób instance'},
      {field: 'system_category_id', usedIn: 'Terraform 1.x, zasób template'},
      {field: 'TemplateSystemCategoryId', usedIn: 'POST /instances/{id}/convert_to_template_ticket, treść żądania'},
    ],
    items: [],
    note: 'Elementów tego słownika dokumentacja nie publikuje: pobierz je wywołaniem GET /dictionaries/70 i odczytaj pola Id (wartość pola) i Label (nazwa).',
  },
  {
    id: 77,
    name: 'Algorytmy load balancera',
    purpose: 'Algorytm, według którego load balancer rozdziela ruch między maszyny grupy.',
    fields: [
      {field: 'algorithm_id', usedIn: 'Terraform 1.x, zasób load_balancer'},
      {field: 'LoadBalancerAlgorithm', usedIn: 'POST i PUT /groups/{id}/load_balancer, treść żądania'},
    ],
    items: [
      {id: null, label: 'RoundRobin', meaning: 'Kolejno, po równo między maszyny.'},
      {id: null, label: 'LeastConnection', meaning: 'Do maszyny z najmniejszą liczbą połączeń.'},
      {id: null, label: 'LeastResponseTime', meaning: 'Do maszyny, która odpowiada najszybciej.'},
      {id: null, label: 'SourceIPHash', meaning: 'Według skrótu adresu IP klienta.'},
    ],
    note: 'Identyfikatorów elementów dokumentacja nie publikuje: pobierz je wywołaniem GET /dictionaries/77.',
  },
  {
    id: 84,
    name: 'Typy systemów Windows',
    purpose: 'Typ systemu Windows szablonu; pole ma znaczenie tylko w kategorii systemów Windows.',
    fields: [
      {field: 'windows_type_id', usedIn: 'Terraform 1.x, zasób template'},
      {field: 'TemplateWindowsTypeId', usedIn: 'POST /instances/{id}/convert_to_template_ticket, treść żądania'},
    ],
    items: [],
    note: 'Elementów tego słownika dokumentacja nie publikuje: pobierz je wywołaniem GET /dictionaries/84 i odczytaj pola Id (wartość pola) i Label (nazwa).',
  },
  {
    id: 92,
    name: 'Statusy monitorowania maszyn',
    purpose: 'Stan monitorowania maszyny wirtualnej.',
    fields: [
      {field: 'monit_status_id', usedIn: 'Terraform 1.x, zasób instance'},
      {field: 'MonitStatus', usedIn: 'maszyna w odpowiedzi GET /instances/{id}'},
    ],
    items: [],
    note: 'Elementów tego słownika dokumentacja nie publikuje: pobierz je wywołaniem GET /dictionaries/92 i odczytaj pola Id (wartość pola) i Label (nazwa).',
  },
  {
    id: 123,
    name: 'Typy adresów IP',
    purpose: 'Typ adresu IP: statyczny, automatyczny i inne.',
    fields: [
      {field: 'type_id', usedIn: 'Terraform 1.x, źródło danych ip'},
      {field: 'Type', usedIn: 'adres IP w odpowiedzi GET /floating_ips/{ip}'},
    ],
    items: [
      {id: null, label: 'Static', meaning: 'Adres statyczny.'},
      {id: null, label: 'Automatic', meaning: 'Adres automatyczny.'},
    ],
    note: 'Słownik ma też inne typy adresów; ich listę i identyfikatory zwraca wywołanie GET /dictionaries/123.',
  },
  {
    id: 140,
    name: 'Statusy publikacji szablonów',
    purpose: 'Stan publikacji szablonu systemu.',
    fields: [
      {field: 'publication_status_id', usedIn: 'Terraform 1.x, zasób template'},
      {field: 'PublicationStatus', usedIn: 'szablon w odpowiedzi GET /templates/{id}'},
    ],
    items: [],
    note: 'Elementów tego słownika dokumentacja nie publikuje: pobierz je wywołaniem GET /dictionaries/140 i odczytaj pola Id (wartość pola) i Label (nazwa).',
  },
  {
    id: 155,
    name: 'Stany narzędzi VMware Tools',
    purpose: 'Stan narzędzi VMware Tools w maszynie wirtualnej.',
    fields: [
      {field: 'vmware_tools_status_id', usedIn: 'Terraform 1.x, zasób instance'},
      {field: 'VmWareToolsStatus', usedIn: 'maszyna w odpowiedzi GET /instances/{id}'},
    ],
    items: [],
    note: 'Elementów tego słownika dokumentacja nie publikuje: pobierz je wywołaniem GET /dictionaries/155 i odczytaj pola Id (wartość pola) i Label (nazwa).',
  },
  {
    id: 159,
    name: 'Metody logowania do maszyn',
    purpose: 'Sposób logowania do nowej maszyny: klucze SSH albo login i hasło.',
    fields: [
      {field: 'authorization_method_id', usedIn: 'Terraform 1.x, zasób instance'},
      {field: 'AuthorizationMethodId', usedIn: 'POST /instances, treść żądania'},
    ],
    items: [
      {
        id: 1398,
        label: null,
        meaning: 'Klucze SSH. Podaj też identyfikatory kluczy dodanych wcześniej w panelu (SshKeysIds, w Terraformie ssh_keys_ids).',
      },
      {id: 1399, label: null, meaning: 'Login i hasło (w panelu „Użytkownik i hasło”). W Terraformie to wartość domyślna.'},
    ],
    note: 'Etykiet elementów dokumentacja nie publikuje; pełny słownik zwraca wywołanie GET /dictionaries/159.',
  },
  {
    id: 160,
    name: 'Reguły rozmieszczenia maszyn grupy',
    purpose: 'Reguła koligacji (affinity) grupy maszyn: jak rozmieszczać maszyny grupy na hostach.',
    fields: [
      {field: 'affinity_rule_type_id', usedIn: 'Terraform 1.x, zasób group'},
      {field: 'AffinityRuleType', usedIn: 'POST /groups, treść żądania'},
    ],
    items: [
      {id: null, label: null, meaning: 'Minimalna koligacja: maszyny na jednym hoście, mniejsze opóźnienia.'},
      {id: null, label: null, meaning: 'Maksymalna koligacja: maszyny na wielu hostach, mniejsze ryzyko awarii wszystkich naraz.'},
    ],
    note: 'Etykiet ani identyfikatorów elementów dokumentacja nie publikuje: pobierz je wywołaniem GET /dictionaries/160.',
  },
  {
    id: 162,
    name: 'Typy dysków współdzielonych',
    purpose: 'Typ dysku współdzielonego.',
    fields: [
      {field: 'shared_disk_type_id', usedIn: 'Terraform 1.x, zasób disk'},
      {field: 'SharedDiskTypeId', usedIn: 'POST /disks, treść żądania'},
    ],
    items: [],
    note: 'Elementów tego słownika dokumentacja nie publikuje: pobierz je wywołaniem GET /dictionaries/162 i odczytaj pola Id (wartość pola) i Label (nazwa).',
  },
  {
    id: 166,
    name: 'Metody HTTP monitorów',
    purpose: 'Metoda HTTP, którą monitor dostępności wysyła zapytanie do sprawdzanego adresu.',
    fields: [{field: 'HttpMethodId', usedIn: 'POST i PUT monitorów HTTP, HTTPS i FullPage, treść żądania'}],
    items: [],
    note: 'Elementów tego słownika dokumentacja nie publikuje: pobierz je wywołaniem GET /dictionaries/166 i odczytaj pola Id (wartość pola) i Label (nazwa).',
  },
  {
    id: 167,
    name: 'Typy kontrolerów sieciowych',
    purpose: 'Typ kontrolerów sieciowych szablonu systemu.',
    fields: [
      {field: 'ethernet_controllers_type_id', usedIn: 'Terraform 1.x, zasób template'},
      {field: 'EthernetControllersType', usedIn: 'szablon w odpowiedzi GET /templates/{id}'},
    ],
    items: [],
    note: 'Elementów tego słownika dokumentacja nie publikuje: pobierz je wywołaniem GET /dictionaries/167 i odczytaj pola Id (wartość pola) i Label (nazwa).',
  },
  {
    id: 178,
    name: 'Rodzaje powiadomień monitorów',
    purpose: 'Rodzaj powiadomienia, które wysyła monitor dostępności.',
    fields: [{field: 'NotificationTypeId', usedIn: 'POST i PUT powiadomień monitora, treść żądania'}],
    items: [],
    note: 'Elementów tego słownika dokumentacja nie publikuje: pobierz je wywołaniem GET /dictionaries/178 i odczytaj pola Id (wartość pola) i Label (nazwa).',
  },
  {
    id: 182,
    name: 'Typy kontrolerów SCSI',
    purpose: 'Typ kontrolera SCSI maszyny wirtualnej.',
    fields: [
      {field: 'scsi_controller_type_id', usedIn: 'Terraform 1.x, zasób instance'},
      {field: 'scsiControllerTypeId', usedIn: 'POST /instances/{id}/change_scsi_controllers_type_ticket, parametr zapytania'},
    ],
    items: [],
    note: 'Elementów tego słownika dokumentacja nie publikuje: pobierz je wywołaniem GET /dictionaries/182 i odczytaj pola Id (wartość pola) i Label (nazwa).',
  },
  {
    id: 186,
    name: 'Typy rekordów DNS monitorów',
    purpose: 'Typ rekordu DNS, który sprawdza monitor DNS.',
    fields: [{field: 'RecordTypeId', usedIn: 'POST i PUT monitorów DNS, treść żądania'}],
    items: [],
    note: 'Elementów tego słownika dokumentacja nie publikuje: pobierz je wywołaniem GET /dictionaries/186 i odczytaj pola Id (wartość pola) i Label (nazwa).',
  },
  {
    id: 301,
    name: 'Tryby adresów IP',
    purpose: 'Tryb adresu IP: zwykły, pływający (floating) lub KAS.',
    fields: [
      {field: 'mode_id', usedIn: 'Terraform 1.x, zasób ip'},
      {field: 'Mode', usedIn: 'adres IP w odpowiedzi GET /floating_ips/{ip}'},
    ],
    items: [
      {id: null, label: 'Normal', meaning: 'Adres zwykły.'},
      {id: null, label: 'Floating', meaning: 'Adres pływający (floating).'},
      {id: null, label: 'KAS', meaning: 'Tryb KAS.'},
    ],
    note: 'Identyfikatorów elementów dokumentacja nie publikuje: pobierz je wywołaniem GET /dictionaries/301.',
  },
  {
    id: 302,
    name: 'Wersje protokołu PROXY',
    purpose: 'Wersja protokołu PROXY, której używa load balancer.',
    fields: [
      {field: 'proxy_protocol_version_id', usedIn: 'Terraform 1.x, zasób load_balancer'},
      {field: 'ProxyProtocolVersion', usedIn: 'POST i PUT /groups/{id}/load_balancer, treść żądania'},
    ],
    items: [],
    note: 'Elementów tego słownika dokumentacja nie publikuje: pobierz je wywołaniem GET /dictionaries/302 i odczytaj pola Id (wartość pola) i Label (nazwa).',
  },
];

export const valueSets: readonly ValueSet[] = [
  {
    key: 'CloneType',
    name: 'Typ konfiguracji klonu',
    purpose: 'Określa, czy klon maszyny dostaje nową konfigurację, czy zachowuje bieżącą konfigurację maszyny źródłowej.',
    fields: [{field: 'CloneType', usedIn: 'POST /beta/instances/{id}/clone_ticket, treść żądania'}],
    values: [
      {id: 869, label: null, meaning: 'Nowa konfiguracja.'},
      {id: 870, label: null, meaning: 'Bieżąca konfiguracja.'},
    ],
    note: 'Klon z nową konfiguracją wymaga na maszynie źródłowej konta pomocy technicznej (tech-support) z oryginalnym hasłem, a maszyna nie może mieć snapshotów.',
  },
  {
    key: 'SubregionId',
    name: 'Podregiony',
    purpose: 'Podregion, w którym powstaje maszyna.',
    fields: [{field: 'SubregionId', usedIn: 'POST /beta/instances/{id}/clone_ticket, treść żądania'}],
    values: [
      {id: 1, label: 'PL01', meaning: 'Podregion PL01.'},
      {id: 4, label: 'PL02', meaning: 'Podregion PL02.'},
      {id: 5, label: 'PL03', meaning: 'Podregion PL03.'},
      {id: 6, label: 'PL04', meaning: 'Podregion PL04.'},
      {id: 7, label: 'PL05', meaning: 'Podregion PL05.'},
    ],
    note: 'Pole SubregionId ma też POST /instances, a Terraform pole subregion_id; dokumentacja podaje powyższe wartości przy wywołaniu klonowania.',
  },
  {
    key: 'OperationType',
    name: 'Typy operacji zleceń',
    purpose: 'Rodzaj operacji, której dotyczy zlecenie (ticket).',
    fields: [{field: 'OperationType (Id, Label)', usedIn: 'zlecenie w odpowiedzi GET /tickets/{id}'}],
    values: [
      {id: null, label: null, meaning: 'Utworzenie instancji.'},
      {id: null, label: null, meaning: 'Usunięcie instancji.'},
      {id: null, label: null, meaning: 'Rekonfiguracja.'},
      {id: null, label: null, meaning: 'Przeniesienie dysku.'},
      {id: null, label: null, meaning: 'Aktualizacja ustawień autoskalera.'},
    ],
    note: 'Identyfikator i etykietę operacji konkretnego zlecenia odczytasz z pola OperationType (Id, Label) w odpowiedzi GET /tickets/{id}.',
  },
];

export const dictionaryData: DictionaryData = {dictionaries, valueSets};

/** Path of this file as build errors name it. */
export const DICTIONARIES_DATA_FILE = 'plugins/api-dictionaries/data/dictionaries.ts';

import type {FieldTexts, ItemTexts, TerraformTexts} from '../src/terraformTypes';

/**
 * Our Polish description of every argument and attribute of the Terraform provider's 1.x line
 * (terraform-surface.json in this folder), per item (`resource:instance`, `data source:disks`)
 * and block (`''` for the item itself, `timeouts`, `items.connections`…). Where the surface's
 * note is empty, a text says what the field holds (type, dictionary, unit) and nothing more;
 * the dictionary link itself is added by the generator from the surface's `dictionary` id.
 * A test (terraformCoverage.test.ts) fails when a field lacks a text or a text names a field
 * the surface does not have.
 */

const P = '%%terraformProviderName%%';
const SUBREGIONS = `identyfikatory podregionów zwraca źródło danych \`${P}_subregions\``;

/** `timeouts` of every resource: only `create`. */
const TIMEOUTS_BLOCK: FieldTexts = {
  create: 'Limit czasu tworzenia obiektu jako tekst z liczbą i jednostką czasu, w zapisie Terraform (na przykład `"30m"`).',
};
const TIMEOUTS_FIELD = 'Blok z limitem czasu tworzenia (opis w tabeli bloku `timeouts`).';

/** `filter` of every list data source. */
const FILTER_BLOCK: FieldTexts = {
  key: 'Nazwa pola, którego dotyczy filtr (tekst).',
  values: 'Wartości tego pola, które filtr przepuszcza (lista tekstów).',
};

/** The root of every list data source, apart from what the list is of. */
function listRoot(what: string): FieldTexts {
  return {
    filter: `Blok filtra zawężającego listę ${what}; bloków może być kilka (pola w tabeli bloku \`filter\`).`,
    id: 'Identyfikator odczytu nadany przez dostawcę (tekst).',
    items: `Lista ${what}; pola jednego elementu opisuje tabela bloku \`items\`.`,
  };
}

/** Label fields: the readable name of the item whose id sits in the paired `…_id` field. */
function label(idField: string): string {
  return `Etykieta elementu wskazanego w polu \`${idField}\` (tekst).`;
}

// ——— Data sources ————————————————————————————————————————————————————————————————

const DISK_CONNECTIONS: FieldTexts = {
  controller: 'Numer kontrolera, do którego dysk jest podłączony w maszynie (liczba).',
  instance_id: 'Identyfikator maszyny, do której dysk jest podłączony (liczba).',
  is_system_disk: 'Czy dysk jest w tej maszynie dyskiem systemowym (wartość logiczna).',
  slot: 'Numer gniazda na kontrolerze, w którym dysk jest podłączony (liczba).',
};

const DISK: FieldTexts = {
  subregion_id: `Identyfikator podregionu dysku; ${SUBREGIONS}.`,
  tier_id: 'Identyfikator klasy wydajności dysku (tieru).',
  tier_label: label('tier_id'),
  capacity: 'Pojemność dysku w GB.',
  connections: 'Podłączenia dysku do maszyn; pola jednego podłączenia opisuje tabela bloku `connections`.',
  creation_date: 'Data utworzenia dysku (tekst).',
  creation_user_id: 'Identyfikator użytkownika, który utworzył dysk (liczba).',
  id: 'Identyfikator dysku (liczba).',
  is_freemium: 'Czy dysk jest w ofercie Freemium (wartość logiczna).',
  is_locked: 'Czy dysk jest zablokowany (wartość logiczna).',
  is_shared: 'Czy dysk jest współdzielony (wartość logiczna).',
  locking_date: 'Data zablokowania dysku (tekst).',
  name: 'Nazwa dysku (tekst).',
  shared_disk_type_id: 'Identyfikator typu dysku współdzielonego.',
  shared_disk_type_label: label('shared_disk_type_id'),
};

const GROUP: FieldTexts = {
  affinity_rule_type_id: 'Identyfikator reguły rozmieszczenia maszyn grupy na hostach (affinity).',
  affinity_rule_type_label: label('affinity_rule_type_id'),
  autoscaling_type_id: 'Identyfikator typu autoskalowania grupy (liczba).',
  autoscaling_type_label: label('autoscaling_type_id'),
  creation_user_id: 'Identyfikator użytkownika, który utworzył grupę (liczba).',
  id: 'Identyfikator grupy (liczba).',
  instances_count: 'Liczba maszyn w grupie.',
  is_load_balancer: 'Czy load balancer połączony z grupą kieruje ruch do jej maszyn (wartość logiczna).',
  last_change_date: 'Data ostatniej zmiany grupy (tekst).',
  name: 'Nazwa grupy (tekst).',
  schedulers_count: 'Liczba harmonogramów grupy.',
};

const INSTANCE: FieldTexts = {
  autoscaling_type_id: 'Identyfikator typu autoskalowania maszyny (liczba).',
  autoscaling_type_label: label('autoscaling_type_id'),
  cpu_number: 'Liczba vCPU maszyny.',
  creation_date: 'Data utworzenia maszyny (tekst).',
  creation_user_id: 'Identyfikator użytkownika, który utworzył maszynę (liczba).',
  dns_address: 'Adres DNS nadany maszynie automatycznie (tekst).',
  health_check_id: 'Identyfikator podłączonego monitora dostępności (liczba).',
  id: 'Identyfikator maszyny (liczba).',
  ip_address: 'Główny adres IP maszyny (tekst).',
  is_freemium: 'Czy maszyna jest w ofercie Freemium (wartość logiczna).',
  is_locked: 'Czy maszyna jest zablokowana (wartość logiczna).',
  locking_date: 'Data zablokowania maszyny (tekst).',
  monit_status_id: 'Identyfikator statusu monitorowania maszyny (liczba).',
  monit_status_label: label('monit_status_id'),
  name: 'Nazwa maszyny (tekst); to samo pole opisuje referencja API maszyn.',
  payment_type_id: 'Identyfikator sposobu rozliczania maszyny (liczba).',
  payment_type_label: label('payment_type_id'),
  private_ip_address: 'Prywatny adres IP maszyny (tekst).',
  ram_mb: 'Pamięć RAM maszyny w MB.',
  scsi_controller_type_id: 'Identyfikator typu kontrolera SCSI maszyny (liczba).',
  scsi_controller_type_label: label('scsi_controller_type_id'),
  status_id: 'Identyfikator statusu maszyny, na przykład włączona lub wyłączona (liczba).',
  status_label: label('status_id'),
  subregion_id: `Identyfikator podregionu maszyny; ${SUBREGIONS}.`,
  support_type_id: 'Identyfikator rodzaju wsparcia maszyny (liczba).',
  support_type_name: 'Nazwa rodzaju wsparcia wskazanego w polu `support_type_id` (tekst).',
  system_category_id: 'Identyfikator kategorii systemu maszyny (liczba).',
  system_category_label: label('system_category_id'),
  template_id: `Identyfikator szablonu, z którego powstała maszyna; szablony zwraca źródło danych \`${P}_templates\`.`,
  template_type_id: 'Identyfikator typu szablonu maszyny (liczba).',
  template_type_label: label('template_type_id'),
  total_disks_capacity: 'Łączna pojemność podłączonych dysków w GB.',
  type_id: 'Identyfikator typu maszyny, czyli liczby vCPU i ilości RAM (liczba).',
  type_label: label('type_id'),
  vmware_tools_status_id: 'Identyfikator stanu narzędzi VMware Tools w maszynie (liczba).',
  vmware_tools_status_label: label('vmware_tools_status_id'),
};

const INSTANCE_TYPE: FieldTexts = {
  category_id: 'Identyfikator klasy typu maszyny, na przykład Standard (liczba).',
  category_label: label('category_id'),
  cpu: 'Liczba vCPU w tym typie maszyny.',
  id: 'Identyfikator typu maszyny – ten, który podajesz w polu `type_id` maszyny (liczba).',
  name: 'Nazwa typu maszyny, na przykład `v1.standard-2.2` (tekst).',
  ram: 'Ilość pamięci RAM w tym typie maszyny (liczba; schemat nie podaje jednostki).',
};

const IP: FieldTexts = {
  address: 'Adres IPv4 (tekst).',
  address_v6: 'Adres IPv6 (tekst).',
  comment: 'Komentarz do adresu, który pomaga rozpoznać jego przeznaczenie (tekst).',
  creation_user_id: 'Identyfikator użytkownika, który utworzył adres (liczba).',
  default_subregion_id: `Identyfikator domyślnego podregionu adresu (liczba); ${SUBREGIONS}.`,
  dhcp_branch: 'Gałąź DHCP adresu (tekst).',
  dns_prefix: 'Prefiks DNS adresu (tekst).',
  gateway: 'Brama domyślna (tekst).',
  id: 'Identyfikator adresu IP (liczba).',
  instance_id: `Identyfikator maszyny, do której adres jest podłączony; maszyny zwraca źródło danych \`${P}_instances\`.`,
  interface_id: 'Identyfikator interfejsu sieciowego, do którego adres jest podłączony (liczba).',
  mac_address: 'Adres MAC interfejsu z tym adresem (tekst).',
  mode_id: 'Identyfikator trybu adresu: zwykły, pływający (floating) lub KAS.',
  mode_label: label('mode_id'),
  netmask: 'Maska sieci (tekst).',
  owner_account_id: 'Identyfikator konta, do którego należy adres (liczba).',
  rev_dns: 'Odwrotny wpis DNS adresu IPv4 (tekst).',
  rev_dns_v6: 'Odwrotny wpis DNS adresu IPv6 (tekst).',
  subregion_id: `Identyfikator podregionu adresu; ${SUBREGIONS}.`,
  type_id: 'Identyfikator typu adresu: statyczny, automatyczny i inne.',
  type_label: label('type_id'),
};

const LOAD_BALANCER: FieldTexts = {
  group_id: 'Identyfikator grupy maszyn, której load balancer rozdziela ruch (liczba).',
  algorithm_id: 'Identyfikator algorytmu równoważenia ruchu.',
  algorithm_label: label('algorithm_id'),
  common_persistence_enabled: 'Czy włączona jest wspólna trwałość sesji; dotyczy tylko usługi typu HTTP (wartość logiczna).',
  group_name: 'Nazwa grupy maszyn (tekst).',
  health_check_enabled: 'Czy load balancer sprawdza dostępność maszyn (wartość logiczna).',
  id: 'Identyfikator load balancera (tekst).',
  ip_address: 'Publiczny adres IPv4 load balancera (tekst).',
  ip_address_v6: 'Publiczny adres IPv6 load balancera (tekst).',
  ip_version_id: 'Identyfikator wersji IP: v4, v6 lub obie.',
  ip_version_label: label('ip_version_id'),
  port_number: 'Numer portu zewnętrznego load balancera (liczba).',
  proxy_protocol_version_id: 'Identyfikator wersji protokołu PROXY.',
  proxy_protocol_version_label: label('proxy_protocol_version_id'),
  service_type_id: 'Identyfikator typu usługi load balancera.',
  service_type_label: label('service_type_id'),
  session_persistence_type_id: 'Identyfikator rodzaju trwałości sesji.',
  session_persistence_type_label: label('session_persistence_type_id'),
  ssl_enabled: 'Czy włączony jest SSL; dotyczy tylko usługi typu HTTP (wartość logiczna).',
  ssl_target_port_number: 'Numer portu docelowego dla ruchu SSL (liczba).',
  target_port_number: 'Numer portu na maszynach grupy, na który trafia ruch (liczba).',
};

const OKS_CLUSTER: FieldTexts = {
  name: 'Nazwa klastra Kubernetes (tekst).',
  creation_date: 'Data utworzenia klastra (tekst).',
  id: 'Identyfikator klastra (tekst).',
  is_running: 'Czy klaster działa (wartość logiczna).',
  version: 'Wersja Kubernetes klastra (tekst).',
};

const OKS_NODE: FieldTexts = {
  cluster_id: 'Identyfikator klastra Kubernetes, do którego należy węzeł (tekst).',
  cpu_number: 'Liczba vCPU węzła.',
  creation_date: 'Data utworzenia węzła (tekst).',
  id: 'Identyfikator węzła (liczba).',
  ip_address: 'Adres IP węzła (tekst).',
  name: 'Nazwa węzła (tekst).',
  ram_mb: 'Pamięć RAM węzła w MB.',
  status_id: 'Identyfikator statusu węzła.',
  status_lavel: 'Etykieta statusu węzła (tekst); pole ma w dostawcy dokładnie tę nazwę, `status_lavel`.',
  subregion_id: `Identyfikator podregionu węzła; ${SUBREGIONS}.`,
  total_disks_capacity: 'Łączna pojemność dysków węzła w GB.',
  type_id: 'Identyfikator typu maszyny węzła, czyli liczby vCPU i ilości RAM.',
  type_label: 'Etykieta typu maszyny węzła (tekst).',
};

const OPN_PRIVATE_IPS: FieldTexts = {
  address: 'Prywatny adres IPv4 (tekst).',
  address_v6: 'Prywatny adres IPv6 (tekst).',
  creation_date: 'Data nadania adresu (tekst).',
  instance_id: 'Identyfikator maszyny z tym adresem (liczba).',
  interface_id: 'Identyfikator interfejsu sieciowego z tym adresem (liczba).',
  mac_address: 'Adres MAC interfejsu (tekst).',
};

const OPN: FieldTexts = {
  creation_date: 'Data utworzenia sieci (tekst).',
  creation_user_id: 'Identyfikator użytkownika, który utworzył sieć (liczba).',
  id: 'Identyfikator sieci prywatnej OPN (liczba).',
  last_change_date: 'Data ostatniej zmiany sieci (tekst).',
  name: 'Nazwa sieci (tekst).',
  private_ips: 'Prywatne adresy IP w sieci; pola jednego adresu opisuje tabela bloku `private_ips`.',
};

const SSH_KEY: FieldTexts = {
  creation_date: 'Data dodania klucza (tekst).',
  id: 'Identyfikator klucza SSH (liczba).',
  name: 'Nazwa klucza (tekst).',
  owner_user_id: 'Identyfikator użytkownika, do którego należy klucz (liczba).',
};

const SUBREGION: FieldTexts = {
  id: 'Identyfikator podregionu – ten, który podajesz w polach `subregion_id` (liczba).',
  is_active: 'Czy podregion jest aktywny (wartość logiczna).',
  name: 'Nazwa podregionu (tekst).',
};

const TEMPLATE_DISKS: FieldTexts = {
  controller: 'Numer kontrolera dysku (liczba).',
  creation_date: 'Data utworzenia dysku (tekst).',
  id: 'Identyfikator dysku (liczba).',
  is_system_disk: 'Czy to dysk systemowy (wartość logiczna).',
  name: 'Nazwa dysku (tekst).',
  slot: 'Numer gniazda na kontrolerze (liczba).',
  space_capacity: 'Pojemność dysku (liczba; schemat nie podaje jednostki).',
  tier_id: 'Identyfikator klasy wydajności dysku (liczba).',
  tier_label: label('tier_id'),
};

const TEMPLATE_SOFTWARE: FieldTexts = {
  id: 'Identyfikator oprogramowania (liczba).',
  name: 'Nazwa oprogramowania (tekst).',
};

const TEMPLATE: FieldTexts = {
  creation_date: 'Data utworzenia szablonu (tekst).',
  creation_user_id: 'Identyfikator użytkownika, który utworzył szablon (liczba).',
  default_instance_type_id: 'Identyfikator domyślnego typu maszyny dla tego szablonu.',
  default_instance_type_label: label('default_instance_type_id'),
  description: 'Opis szablonu (tekst).',
  disks: 'Dyski szablonu; pola jednego dysku opisuje tabela bloku `disks`.',
  ethernet_controllers_number: 'Liczba kontrolerów sieciowych.',
  ethernet_controllers_type_id: 'Identyfikator typu kontrolerów sieciowych.',
  ethernet_controllers_type_label: label('ethernet_controllers_type_id'),
  id: 'Identyfikator szablonu – ten, który podajesz w polu `template_id` maszyny (liczba).',
  last_change_date: 'Data ostatniej zmiany szablonu (tekst).',
  minimum_instance_type_id: 'Identyfikator najmniejszego typu maszyny, na którym szablon działa.',
  minimum_instance_type_label: label('minimum_instance_type_id'),
  name: 'Nazwa szablonu (tekst).',
  owner_account_id: 'Identyfikator konta, do którego należy szablon (liczba).',
  publication_status_id: 'Identyfikator statusu publikacji szablonu.',
  publication_status_label: label('publication_status_id'),
  software: 'Oprogramowanie szablonu; pola jednej pozycji opisuje tabela bloku `software`.',
  system_category_id: 'Identyfikator kategorii systemu szablonu.',
  system_category_label: label('system_category_id'),
  template_type_id: 'Identyfikator typu szablonu.',
  template_type_label: label('template_type_id'),
  version: 'Wersja szablonu (tekst).',
};

/** A list data source: its root, its filter and its items, which are the objects of `of`. */
function list(what: string, item: FieldTexts, nested: Readonly<Record<string, FieldTexts>> = {}): Readonly<Record<string, FieldTexts>> {
  return {
    '': listRoot(what),
    filter: FILTER_BLOCK,
    items: item,
    ...Object.fromEntries(Object.entries(nested).map(([block, texts]) => [`items.${block}`, texts])),
  };
}

/** Texts of an object without fields a list's items do not have. */
function without(texts: FieldTexts, ...names: string[]): FieldTexts {
  return Object.fromEntries(Object.entries(texts).filter(([name]) => !names.includes(name)));
}

function dataSource(summary: string, fields: Readonly<Record<string, FieldTexts>>): ItemTexts {
  return {summary, fields};
}

// ——— Resources ————————————————————————————————————————————————————————————————————

const RESOURCE_ID = 'Identyfikator obiektu nadany przez platformę (tekst).';

export const terraformTexts: TerraformTexts = {
  provider: {
    access_token:
      'Token dostępowy API z serwera tożsamości. Wartość wrażliwa: Terraform nie pokazuje jej w planie ani w wynikach poleceń. Przekaż ją przez zmienną, nie wpisuj jej w plik.',
    dc: 'Oznaczenie centrum danych (tekst).',
    odk_api_skip_tls: 'Czy pominąć sprawdzanie certyfikatu TLS przy połączeniu z adresem z pola `odk_api_url` (wartość logiczna).',
    odk_api_url: 'Adres URL interfejsu API oznaczonego w nazwie pola skrótem ODK (tekst).',
    oks_api_skip_tls: 'Czy pominąć sprawdzanie certyfikatu TLS przy połączeniu z adresem z pola `oks_api_url` (wartość logiczna).',
    oks_api_url: 'Adres URL interfejsu API usługi Kubernetes OKS (tekst).',
  },
  items: {
    'data source:disk': dataSource('Odczytuje dane jednego dysku blokowego OVS.', {'': DISK, connections: DISK_CONNECTIONS}),
    'data source:disks': dataSource('Zwraca listę dysków blokowych OVS konta.', list('dysków', DISK, {connections: DISK_CONNECTIONS})),
    'data source:group': dataSource('Odczytuje dane jednej grupy maszyn.', {'': GROUP}),
    'data source:groups': dataSource('Zwraca listę grup maszyn konta.', list('grup', GROUP)),
    'data source:instance': dataSource('Odczytuje dane jednej maszyny wirtualnej OCI.', {'': INSTANCE}),
    'data source:instance_types': dataSource(
      'Zwraca listę typów maszyn: liczbę vCPU i ilość RAM każdego typu oraz identyfikator, który podajesz w polu `type_id`.',
      list('typów maszyn', INSTANCE_TYPE),
    ),
    'data source:instances': dataSource('Zwraca listę maszyn wirtualnych OCI konta.', list('maszyn', INSTANCE)),
    'data source:ip': dataSource('Odczytuje dane jednego adresu IP wskazanego przez sam adres.', {
      '': {...IP, address: 'Adres IPv4, którego dane chcesz odczytać (tekst).'},
    }),
    'data source:ips': dataSource('Zwraca listę adresów IP konta.', list('adresów IP', IP)),
    'data source:load_balancer': dataSource('Odczytuje ustawienia load balancera grupy maszyn wskazanej identyfikatorem.', {
      '': LOAD_BALANCER,
    }),
    'data source:load_balancers': dataSource('Zwraca listę load balancerów konta.', list('load balancerów', without(LOAD_BALANCER, 'id'))),
    'data source:oks_cluster': dataSource('Odczytuje dane klastra Kubernetes OKS wskazanego nazwą.', {
      '': {...OKS_CLUSTER, name: 'Nazwa klastra, którego dane chcesz odczytać (tekst).'},
    }),
    'data source:oks_clusters': dataSource('Zwraca listę klastrów Kubernetes OKS konta.', list('klastrów', without(OKS_CLUSTER, 'id'))),
    'data source:oks_node': dataSource('Odczytuje dane węzła klastra Kubernetes OKS.', {'': OKS_NODE}),
    'data source:opn': dataSource('Odczytuje dane jednej sieci prywatnej OPN.', {'': OPN, private_ips: OPN_PRIVATE_IPS}),
    'data source:opns': dataSource(
      'Zwraca listę sieci prywatnych OPN konta.',
      list('sieci prywatnych', OPN, {private_ips: OPN_PRIVATE_IPS}),
    ),
    'data source:ssh_key': dataSource('Odczytuje dane jednego klucza SSH.', {'': SSH_KEY}),
    'data source:ssh_keys': dataSource('Zwraca listę kluczy SSH.', list('kluczy SSH', SSH_KEY)),
    'data source:subregions': dataSource(
      'Zwraca listę podregionów z identyfikatorami, które podajesz w polach `subregion_id` zasobów.',
      list('podregionów', SUBREGION),
    ),
    'data source:template': dataSource('Odczytuje dane jednego szablonu systemu.', {
      '': TEMPLATE,
      disks: TEMPLATE_DISKS,
      software: TEMPLATE_SOFTWARE,
    }),
    'data source:templates': dataSource(
      'Zwraca listę szablonów systemów z identyfikatorami, które podajesz w polu `template_id` maszyny.',
      list('szablonów', TEMPLATE, {disks: TEMPLATE_DISKS, software: TEMPLATE_SOFTWARE}),
    ),

    'resource:disk': {
      summary: 'Dysk blokowy usługi Volume Storage (OVS), który podłączasz do maszyn.',
      fields: {
        '': {
          name: 'Nazwa dysku (tekst).',
          subregion_id: `Identyfikator podregionu dysku; ${SUBREGIONS}. Dysk, który nie jest podłączony do maszyny, można przenieść do innego podregionu, zmieniając tę wartość.`,
          tier_id: 'Klasa wydajności dysku (tier).',
          capacity: 'Pojemność dysku w GB, co najmniej 5. Pojemność można tylko zwiększać.',
          shared_disk_type_id:
            'Identyfikator typu dysku współdzielonego (liczba). Pole przestarzałe: nie używaj go w nowych konfiguracjach.',
          timeouts: TIMEOUTS_FIELD,
          creation_date: 'Data utworzenia dysku (tekst).',
          creation_user_id: 'Identyfikator użytkownika, który utworzył dysk (liczba).',
          id: RESOURCE_ID,
          instance_ids: 'Identyfikatory maszyn, do których dysk jest podłączony (zbiór liczb).',
          is_freemium: 'Czy dysk jest w ofercie Freemium (wartość logiczna). Pole przestarzałe.',
          is_locked: 'Czy dysk jest obecnie zablokowany (wartość logiczna).',
          is_shared: 'Czy dysk jest współdzielony (wartość logiczna). Pole przestarzałe.',
          locking_date: 'Data zablokowania dysku (tekst).',
        },
        timeouts: TIMEOUTS_BLOCK,
      },
    },
    'resource:group': {
      summary: 'Grupa maszyn: określa, jak rozmieszczać maszyny na hostach, i łączy je z load balancerem oraz autoskalowaniem.',
      fields: {
        '': {
          name: 'Nazwa grupy (tekst).',
          affinity_rule_type_id:
            'Sposób rozmieszczenia maszyn grupy na hostach: minimalna koligacja (affinity) umieszcza maszyny na jednym hoście i skraca opóźnienia, maksymalna rozkłada je na wiele hostów i zmniejsza ryzyko awarii wszystkich naraz.',
          assignment: 'Przypisanie maszyny do grupy; bloków może być kilka, po jednym na maszynę (pola w tabeli bloku `assignment`).',
          timeouts: TIMEOUTS_FIELD,
          autoscaling_type_id: 'Identyfikator typu autoskalowania grupy.',
          creation_user_id: 'Identyfikator użytkownika, który utworzył grupę (liczba).',
          id: RESOURCE_ID,
          instances_count: 'Liczba maszyn w grupie.',
          is_load_balancer: 'Gdy ma wartość `true`, load balancer połączony z grupą kieruje żądania do jej maszyn.',
          last_change_date: 'Data ostatniej zmiany grupy (tekst).',
          schedulers_count: 'Liczba harmonogramów grupy.',
        },
        assignment: {
          instance_id: 'Identyfikator maszyny przypisywanej do grupy (liczba).',
          ip_id: 'Identyfikator adresu IP tej maszyny, który trafia do grupy; do grupy można przypisać tylko jeden adres IP maszyny.',
        },
        timeouts: TIMEOUTS_BLOCK,
      },
    },
    'resource:instance': {
      summary: 'Maszyna wirtualna usługi Cloud Instance (OCI) – podstawowy element infrastruktury w chmurze.',
      fields: {
        '': {
          name: 'Nazwa maszyny (tekst).',
          subregion_id: `Identyfikator podregionu maszyny; ${SUBREGIONS}.`,
          system_disk_class_id: 'Klasa wydajności dysku systemowego (tier).',
          template_id: `Szablon, z którego powstaje system maszyny: standardowy obraz popularnego systemu operacyjnego albo własny szablon. Identyfikatory zwraca źródło danych \`${P}_templates\`.`,
          type_id: 'Typ maszyny, czyli liczba vCPU i ilość RAM.',
          authorization_method_id: 'Sposób logowania do maszyny: login i hasło albo klucze SSH.',
          converted_to_template_id:
            'Identyfikator szablonu, w który zamieniono maszynę. Po takiej zamianie maszyna przestaje istnieć, a dostawca przestaje synchronizować jej stan, żeby nie tworzyć jej od nowa; jej definicję możesz wtedy bezpiecznie usunąć z konfiguracji i ze stanu.',
          disks_ids: 'Identyfikatory dysków podłączonych do maszyny (zbiór liczb).',
          init_script: 'Skrypt uruchamiany przy inicjalizacji maszyny, zakodowany w base64 (na przykład funkcją `base64encode`).',
          opn_ids: 'Identyfikatory sieci prywatnych OPN, w których jest maszyna (zbiór liczb).',
          public_ips: 'Identyfikatory publicznych adresów IP podłączonych do maszyny (zbiór liczb).',
          ssh_keys_ids: 'Identyfikatory kluczy SSH wgrywanych do maszyny przy inicjalizacji (zbiór liczb).',
          system_disk_size: 'Rozmiar dysku systemowego w GB, co najmniej 5. Rozmiar można tylko zwiększać.',
          timeouts: TIMEOUTS_FIELD,
          without_public_ip:
            'Gdy ma wartość `true`, maszyna powstaje bez publicznego adresu IP; musi wtedy należeć do co najmniej jednej sieci OPN.',
          autoscaling_type_id: 'Identyfikator typu autoskalowania maszyny.',
          cpu_number: 'Liczba vCPU maszyny.',
          creation_date: 'Data utworzenia maszyny (tekst).',
          creation_user_id: 'Identyfikator użytkownika, który utworzył maszynę (liczba).',
          dns_address: 'Adres DNS nadany maszynie automatycznie (tekst).',
          health_check_id: 'Identyfikator podłączonego monitora dostępności (liczba).',
          id: RESOURCE_ID,
          ip_address: 'Główny adres IP maszyny (tekst).',
          is_locked: 'Czy maszyna jest zablokowana (wartość logiczna).',
          locking_date: 'Data zablokowania maszyny (tekst).',
          mac_address: 'Adres MAC maszyny (tekst).',
          monit_status_id: 'Identyfikator statusu monitorowania maszyny.',
          opn_mac: 'Adresy MAC maszyny w sieciach OPN (mapa tekstów).',
          payment_type_id: 'Identyfikator sposobu rozliczania maszyny.',
          private_ip_address: 'Prywatny adres IP maszyny (tekst).',
          ram_mb: 'Pamięć RAM maszyny (w MB, jak wskazuje nazwa pola).',
          scsi_controller_type_id: 'Identyfikator typu kontrolera SCSI maszyny.',
          status_id: 'Status maszyny, na przykład włączona lub wyłączona.',
          support_type_id: 'Identyfikator rodzaju wsparcia (liczba).',
          system_category_id: 'Identyfikator kategorii systemu maszyny.',
          system_disk_id: 'Identyfikator dysku systemowego maszyny (liczba).',
          template_type_id: 'Identyfikator typu szablonu maszyny.',
          total_disks_capacity: 'Łączna pojemność wszystkich podłączonych dysków (liczba).',
          vmware_tools_status_id: 'Identyfikator stanu narzędzi VMware Tools w maszynie.',
        },
        timeouts: TIMEOUTS_BLOCK,
      },
    },
    'resource:ip': {
      summary: 'Publiczny adres IP, przez który maszyny komunikują się z internetem.',
      fields: {
        '': {
          subregion_id: `Identyfikator podregionu adresu; ${SUBREGIONS}.`,
          comment: 'Komentarz do adresu, który pomaga szybko rozpoznać jego przeznaczenie (tekst).',
          rev_dns: 'Odwrotny wpis DNS adresu IPv4 (tekst).',
          rev_dns_v6: 'Odwrotny wpis DNS adresu IPv6 (tekst).',
          timeouts: TIMEOUTS_FIELD,
          address: 'Adres IPv4 (tekst).',
          address_v6: 'Adres IPv6 (tekst).',
          creation_user_id: 'Identyfikator użytkownika, który utworzył adres (liczba).',
          dhcp_branch: 'Gałąź DHCP adresu (tekst).',
          dns_prefix: 'Prefiks DNS adresu (tekst).',
          gateway: 'Brama domyślna (tekst).',
          id: RESOURCE_ID,
          instance_id: 'Identyfikator maszyny, do której adres jest podłączony (tekst).',
          interface_id: 'Identyfikator interfejsu sieciowego z tym adresem (liczba).',
          mac_address: 'Adres MAC (tekst).',
          mode_id: 'Identyfikator trybu adresu: zwykły, pływający (floating) lub KAS.',
          netmask: 'Maska sieci (tekst).',
          type_id: 'Typ adresu: statyczny lub automatyczny (liczba).',
        },
        timeouts: TIMEOUTS_BLOCK,
      },
    },
    'resource:load_balancer': {
      summary:
        'Load balancer grupy maszyn: rozdziela ruch między jej maszyny i zwiększa niezawodność usług. Działa na sprzęcie fizycznym firmy Citrix.',
      fields: {
        '': {
          group_id: 'Identyfikator grupy maszyn, między które load balancer rozdziela ruch przychodzący (liczba).',
          algorithm_id: 'Algorytm równoważenia ruchu.',
          common_persistence_enabled: 'Czy włączyć wspólną trwałość sesji; tylko dla usługi typu HTTP (wartość logiczna).',
          health_check_enabled: 'Czy load balancer ma sprawdzać dostępność maszyn (wartość logiczna).',
          ip_version_id: 'Wersja IP load balancera: v4, v6 lub obie.',
          port_number: 'Numer portu zewnętrznego load balancera; ustawiasz go dla usługi typu Port (liczba).',
          proxy_protocol_version_id: 'Wersja protokołu PROXY.',
          service_type_id: 'Typ usługi load balancera.',
          session_persistence_type_id: 'Rodzaj trwałości sesji.',
          ssl_enabled: 'Czy włączyć SSL; tylko dla usługi typu HTTP (wartość logiczna).',
          ssl_target_port_number: 'Numer portu docelowego dla ruchu SSL (liczba).',
          target_port_number: 'Numer portu na maszynach grupy, na który load balancer wysyła ruch (liczba).',
          timeouts: TIMEOUTS_FIELD,
          address: 'Publiczny adres IPv4 load balancera (tekst).',
          address_v6: 'Publiczny adres IPv6 load balancera (tekst).',
          group_name: 'Nazwa grupy maszyn (tekst).',
          id: RESOURCE_ID,
        },
        timeouts: TIMEOUTS_BLOCK,
      },
    },
    'resource:oks_cluster': {
      summary: 'Klaster Kubernetes usługi OKS.',
      fields: {
        '': {
          name: 'Nazwa klastra (tekst).',
          version: 'Wersja Kubernetes klastra (tekst).',
          timeouts: TIMEOUTS_FIELD,
          creation_date: 'Data utworzenia klastra (tekst).',
          id: RESOURCE_ID,
          is_running: 'Czy klaster działa (wartość logiczna).',
        },
        timeouts: TIMEOUTS_BLOCK,
      },
    },
    'resource:oks_node': {
      summary: 'Węzeł klastra Kubernetes usługi OKS.',
      fields: {
        '': {
          cluster_id: `Identyfikator klastra, do którego należy węzeł (tekst), na przykład atrybut \`id\` zasobu \`${P}_oks_cluster\`.`,
          subregion_id: `Identyfikator podregionu węzła; ${SUBREGIONS}.`,
          type_id: 'Typ maszyny węzła, czyli liczba vCPU i ilość RAM.',
          timeouts: TIMEOUTS_FIELD,
          cpu_number: 'Liczba vCPU węzła.',
          creation_date: 'Data utworzenia węzła (tekst).',
          id: RESOURCE_ID,
          ip_address: 'Adres IP węzła (tekst).',
          name: 'Nazwa węzła (tekst).',
          ram_mb: 'Pamięć RAM węzła (w MB, jak wskazuje nazwa pola).',
          status_id: 'Identyfikator statusu węzła.',
          total_disks_capacity: 'Łączna pojemność dysków węzła (liczba).',
        },
        timeouts: TIMEOUTS_BLOCK,
      },
    },
    'resource:opn': {
      summary: 'Sieć prywatna OPN – odpowiednik typowej sieci VLAN.',
      fields: {
        '': {
          name: 'Nazwa sieci (tekst).',
          timeouts: TIMEOUTS_FIELD,
          creation_date: 'Data utworzenia sieci (tekst).',
          creation_user_id: 'Identyfikator użytkownika, który utworzył sieć (liczba).',
          id: RESOURCE_ID,
          instance_ids: 'Identyfikatory maszyn w tej sieci (zbiór liczb).',
          last_change_date: 'Data ostatniej zmiany sieci (tekst).',
        },
        timeouts: TIMEOUTS_BLOCK,
      },
    },
    'resource:ssh_key': {
      summary: 'Klucz SSH, którym zabezpieczasz połączenia z maszynami.',
      fields: {
        '': {
          name: 'Nazwa klucza (tekst).',
          value: 'Klucz publiczny SSH (tekst).',
          timeouts: TIMEOUTS_FIELD,
          creation_date: 'Data dodania klucza (tekst).',
          id: RESOURCE_ID,
          owner_user_id: 'Identyfikator użytkownika, który dodał klucz (liczba).',
        },
        timeouts: TIMEOUTS_BLOCK,
      },
    },
    'resource:template': {
      summary: 'Własny szablon systemu utworzony z istniejącej maszyny.',
      fields: {
        '': {
          default_type_id: 'Domyślny typ maszyny dla szablonu.',
          description: 'Opis szablonu (tekst).',
          instance_id: 'Identyfikator maszyny, z której powstaje szablon (liczba).',
          minimum_type_id: 'Najmniejszy typ maszyny dla szablonu.',
          name: 'Nazwa szablonu (tekst).',
          system_category_id: 'Kategoria systemu szablonu.',
          version: 'Wersja szablonu (tekst).',
          support_password: 'Hasło konta pomocy technicznej (tekst).',
          timeouts: TIMEOUTS_FIELD,
          windows_type_id: 'Typ systemu Windows; używany tylko w kategorii systemów Windows.',
          creation_date: 'Data utworzenia szablonu (tekst).',
          creation_user_id: 'Identyfikator użytkownika, który utworzył szablon (liczba).',
          disks: 'Dyski szablonu jako mapa: identyfikator dysku → nazwa.',
          ethernet_controllers_number: 'Liczba kontrolerów sieciowych.',
          ethernet_controllers_type_id: 'Identyfikator typu kontrolerów sieciowych.',
          id: RESOURCE_ID,
          last_change_date: 'Data ostatniej zmiany szablonu (tekst).',
          publication_status_id: 'Identyfikator statusu publikacji szablonu.',
          software: 'Oprogramowanie szablonu jako mapa: identyfikator → nazwa.',
          template_type_id: 'Identyfikator typu szablonu.',
        },
        timeouts: TIMEOUTS_BLOCK,
      },
    },
  },
};

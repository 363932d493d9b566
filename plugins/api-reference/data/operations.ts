import type {OperationText} from '../src/types';
import {
  DATE_FROM,
  DATE_FROM_UTC,
  DATE_TO,
  DATE_TO_UTC,
  DISK_ID,
  DISK_TYPE,
  GROUP_ID,
  HEALTH_CHECK_ID,
  IMPORT_ID,
  INSTANCE_FILTER,
  INSTANCE_ID,
  IP_ID,
  IP_V4,
  NOTIFICATION_ID,
  ONLY_FREE,
  OPN_ID,
  SCHEDULER_ID,
  SHOW_DELETED,
  SNAPSHOT_ID,
  STATISTIC_TYPES,
  SUBREGION_ID,
  TEMPLATE_ID,
} from './parameters';

const DEPRECATED_IP = 'Wywołanie przestarzałe.';
const TICKET = 'Zwraca ticket; stan operacji sprawdzasz wywołaniem GET /tickets/{id}.';

/** Texts of the nine monitor kinds: create, read and update follow one pattern per kind. */
function healthCheckTexts(kind: string, what: string): Record<string, OperationText> {
  return {
    create: {summary: `Tworzy monitor ${kind}`, description: `Dodaje monitor, który sprawdza ${what}. Zwraca utworzony monitor.`},
    get: {summary: `Pobiera ustawienia monitora ${kind}`, params: {id: HEALTH_CHECK_ID}},
    update: {
      summary: `Zmienia ustawienia monitora ${kind}`,
      description: 'Zmienia ustawienia monitora na podane w treści żądania i zwraca monitor po zmianie.',
      params: {id: HEALTH_CHECK_ID},
    },
  };
}
const dns = healthCheckTexts('DNS', 'odpowiedź serwera DNS na zapytanie o wskazany rekord');
const fullPage = healthCheckTexts('pełnej strony (HTTP)', 'pobranie całej strony WWW przez HTTP, z jej elementami');
const fullPageHttps = healthCheckTexts('pełnej strony (HTTPS)', 'pobranie całej strony WWW przez HTTPS, z jej elementami');
const http = healthCheckTexts('HTTP', 'odpowiedź usługi na żądanie HTTP');
const https = healthCheckTexts('HTTPS', 'odpowiedź usługi na żądanie HTTPS');
const imap = healthCheckTexts('IMAP', 'dostępność serwera poczty IMAP');
const imapSsl = healthCheckTexts('IMAP SSL', 'dostępność serwera poczty IMAP z szyfrowaniem SSL');
const ping = healthCheckTexts('ping', 'odpowiedź hosta na ping');
const sip = healthCheckTexts('SIP', 'dostępność serwera SIP');
const smtp = healthCheckTexts('SMTP', 'dostępność serwera poczty SMTP');
const tcp = healthCheckTexts('TCP', 'połączenie TCP z portem usługi');

/** Polish texts of every operation of the services API, by operationId. */
export const operations: Readonly<Record<string, OperationText>> = {
  // Konto
  AccountGet: {summary: 'Pobiera dane konta', description: 'Zwraca identyfikator konta, adresy, dane płatności i dane firmy.'},
  AccountGetSshKeys: {summary: 'Pobiera klucze SSH użytkownika', orderBy: ['OwnerUser', 'Name', 'Id']},
  AccountPostSshKey: {
    summary: 'Dodaje klucz SSH',
    description: 'Zapisuje klucz publiczny SSH użytkownika; jego identyfikator podajesz potem przy tworzeniu maszyny (SshKeysIds).',
  },
  AccountDeleteSshKey: {summary: 'Usuwa klucz SSH', params: {sshKeyId: 'Identyfikator klucza SSH.'}},
  AccountGetSshKey: {summary: 'Pobiera klucz SSH', params: {sshKeyId: 'Identyfikator klucza SSH.'}},

  // Słowniki
  DictionariesGetDictionaries: {
    summary: 'Pobiera listę słowników',
    description: 'Zwraca słowniki udostępniane przez API: ich identyfikatory i nazwy.',
  },
  DictionariesGetLanguages: {
    summary: 'Pobiera listę języków',
    description: 'Zwraca języki jako elementy słownika; ich identyfikatory podajesz na przykład w opisach szablonów (LanguageId).',
  },
  DictionariesGetDictionariesItems: {
    summary: 'Pobiera elementy słowników',
    description: 'Zwraca elementy (Id i Label) słownika o podanym identyfikatorze, na przykład 12 dla typów maszyn.',
    params: {
      ids: 'Identyfikator słownika (albo identyfikatory słowników), którego elementy chcesz pobrać; wartość tekstowa, na przykład 12.',
    },
  },

  // Publiczne adresy IP
  FloatingIpsGetIps: {
    summary: 'Pobiera listę publicznych adresów IP',
    orderBy: ['Address', 'Subregion', 'Comment', 'Type'],
    params: {instanceId: INSTANCE_FILTER, onlyFree: ONLY_FREE},
  },
  FloatingIpsBookNewIp: {summary: 'Rezerwuje nowy publiczny adres IP', description: 'Rezerwuje adres w podanym podregionie i zwraca go.'},
  FloatingIpsPostAttachIpTicket: {
    summary: 'Podłącza publiczny adres IP do maszyny',
    description: `Bez parametru ipV4 API podłącza losowy adres. ${TICKET}`,
    params: {
      instanceId: INSTANCE_ID,
      ipV4: 'Adres IPv4 do podłączenia. Bez tego parametru API podłącza losowy adres.',
      ipV6Only: 'Gdy true, API podłącza tylko adres IPv6. Bez tego parametru podłącza adresy IPv4 i IPv6.',
    },
  },
  FloatingIpsChangeIpSubregionTicket: {
    summary: 'Przenosi publiczny adres IP do innego podregionu',
    description: TICKET,
    params: {ipV4: IP_V4, subregionId: 'Identyfikator docelowego podregionu.'},
  },
  FloatingIpsPostDetachIpTicket: {
    summary: 'Odłącza publiczny adres IP od maszyny',
    description: `Adres, który nie jest oznaczony jako statyczny, wraca po odłączeniu do puli. ${TICKET}`,
    params: {ipV4: IP_V4, instanceId: INSTANCE_ID},
  },
  FloatingIpsDeleteIp: {summary: 'Usuwa publiczny adres IP', params: {ip: IP_V4}},
  FloatingIpsGetIp: {summary: 'Pobiera publiczny adres IP', params: {ip: IP_V4}},
  FloatingIpsUpdateIp: {
    summary: 'Zmienia ustawienia publicznego adresu IP',
    description: 'Ustawia adres jako statyczny, zmienia komentarz oraz rekordy odwrotnego DNS (revDNS) dla IPv4 i IPv6.',
    params: {ip: IP_V4},
  },

  // Sieci prywatne
  OpnsGet: {summary: 'Pobiera listę sieci prywatnych OPN', orderBy: ['Name'], params: {instanceId: INSTANCE_FILTER}},
  OpnsPost: {summary: 'Tworzy sieć prywatną OPN', description: TICKET},
  OpnsDelete: {summary: 'Usuwa sieć prywatną OPN', description: TICKET, params: {id: OPN_ID}},
  OpnsGet_0: {summary: 'Pobiera sieć prywatną OPN', params: {id: OPN_ID}},
  OpnsPut: {summary: 'Zmienia nazwę sieci prywatnej OPN', params: {id: OPN_ID}},

  // Maszyny wirtualne
  InstancesGet: {
    summary: 'Pobiera listę maszyn wirtualnych',
    description: 'Zwraca kolekcję maszyn (Items i Meta.Total); bez stronicowania pierwsze 50.',
    orderBy: ['Type', 'Status', 'CreationDate', 'Name'],
    params: {
      templateTypeId: 'Identyfikator typu szablonu, z którego powstała maszyna (na przykład aplikacja z rynku albo zwykła maszyna OCI).',
      isTurnedOn: 'Gdy true, kolekcja zawiera tylko maszyny włączone; gdy false, tylko wyłączone.',
      subregionId: 'Identyfikator podregionu: zawęża kolekcję do maszyn z tego podregionu.',
      typeId: 'Identyfikator typu maszyny: zawęża kolekcję do maszyn tego typu.',
    },
  },
  InstancesPost: {
    summary: 'Tworzy maszynę wirtualną',
    description: `Tworzy od 1 do 5 jednakowych maszyn z szablonu; identyfikatory typu, klasy dysku i podregionu odczytujesz ze słowników. ${TICKET}`,
    body: 'Parametry nowej maszyny. Błędne wartości kończą się kodem 400 z listą błędów walidacji.',
  },
  InstancesGetSoftware: {
    summary: 'Pobiera listę oprogramowania',
    description: 'Zwraca oprogramowanie, które API zna dla maszyn (identyfikator i nazwa).',
  },
  InstancesGetInstancesTypes: {
    summary: 'Pobiera typy maszyn',
    description: 'Zwraca dostępne typy maszyn z liczbą vCPU i ilością pamięci RAM.',
    orderBy: ['Category', 'Cpu', 'Ram', 'Name'],
    params: {
      categoryId: 'Identyfikator kategorii typów: zawęża kolekcję do tej kategorii.',
      availableForFreemium: 'Gdy true, kolekcja zawiera tylko typy dostępne w ofercie Freemium.',
    },
  },
  InstancesGetInstanceType: {
    summary: 'Pobiera typ maszyny',
    description: 'Zwraca kolekcję z typem maszyny o podanym identyfikatorze.',
    params: {id: 'Identyfikator typu maszyny.'},
  },
  InstancesDelete: {
    summary: 'Usuwa maszynę wirtualną',
    description: `Publiczny adres IP maszyny wraca do puli, chyba że jest oznaczony jako statyczny. ${TICKET}`,
    params: {id: INSTANCE_ID, deep: 'Gdy true, API usuwa razem z maszyną także podłączone do niej dodatkowe dyski.'},
  },
  InstancesGet_0: {summary: 'Pobiera maszynę wirtualną', params: {id: INSTANCE_ID}},
  InstancesGetAccessData: {
    summary: 'Pobiera dane dostępowe maszyny',
    description: 'Zwraca hasło administratora i klucze SSH wgrane na maszynę.',
    params: {id: INSTANCE_ID},
  },
  InstancesChangeHotPlugSetting: {
    summary: 'Włącza albo wyłącza hotplug maszyny',
    description: TICKET,
    params: {id: INSTANCE_ID, hotPlugEnabled: 'Gdy true, hotplug zostaje włączony; gdy false, wyłączony.'},
  },
  InstancesChangeName: {
    summary: 'Zmienia nazwę maszyny',
    description: TICKET,
    params: {id: INSTANCE_ID, name: 'Nowa nazwa maszyny: litery, cyfry i spacje, najwyżej 25 znaków.'},
  },
  InstancesChangeType: {
    summary: 'Zmienia typ kontrolerów SCSI maszyny',
    description: TICKET,
    params: {id: INSTANCE_ID, scsiControllerTypeId: 'Identyfikator nowego typu kontrolera SCSI.'},
  },
  InstancesChangeSubregion: {summary: 'Przenosi maszynę do innego podregionu', description: TICKET, params: {id: INSTANCE_ID}},
  InstancesChangeType_0: {
    summary: 'Zmienia typ maszyny',
    description: `Zmiana na większy typ zwykle nie wymaga restartu, zmiana na mniejszy wymaga go zawsze. ${TICKET}`,
    params: {id: INSTANCE_ID, typeId: 'Identyfikator nowego typu maszyny.'},
  },
  InstancesClone: {
    summary: 'Klonuje maszynę wirtualną',
    description: `Klon z nową konfiguracją wymaga konta tech-support z pierwotnym hasłem; klonowanie nie powiedzie się, jeśli maszyna ma snapshoty. ${TICKET}`,
    params: {id: 'Identyfikator maszyny źródłowej.'},
  },
  InstancesConvertToTemplate: {
    summary: 'Tworzy szablon z maszyny',
    description: TICKET,
    params: {id: 'Identyfikator maszyny, z której powstaje szablon.'},
  },
  InstancesGetDisks: {
    summary: 'Pobiera dyski maszyny',
    orderBy: ['SpaceCapacity', 'Name', 'Tier', 'IsShared', 'Subregion'],
    params: {id: INSTANCE_ID, diskType: DISK_TYPE, showDeleted: SHOW_DELETED},
  },
  InstancesGetInstanceInitScript: {
    summary: 'Pobiera skrypt inicjalizacyjny maszyny',
    description: 'Zwraca skrypt inicjalizacyjny (InitScript) jako tekst.',
    params: {id: INSTANCE_ID},
  },
  InstancesPowerOff: {summary: 'Wyłącza zasilanie maszyny (power off)', description: TICKET, params: {id: INSTANCE_ID}},
  InstancesPowerOn: {summary: 'Włącza maszynę', description: TICKET, params: {id: INSTANCE_ID}},
  InstancesReboot: {summary: 'Uruchamia maszynę ponownie (reboot)', description: TICKET, params: {id: INSTANCE_ID}},
  InstancesDeleteVncConnection: {summary: 'Zamyka połączenie konsoli zdalnej', params: {id: INSTANCE_ID}},
  InstancesGetVncConnection: {
    summary: 'Pobiera połączenie konsoli zdalnej',
    description: 'Zwraca adres, port, hasło i termin ważności połączenia z konsolą maszyny.',
    params: {id: INSTANCE_ID},
  },
  InstancesCreateVncConnection: {
    summary: 'Otwiera połączenie konsoli zdalnej',
    description: 'Zwraca dane połączenia; możesz ograniczyć je do jednego adresu źródłowego.',
    params: {id: INSTANCE_ID},
  },
  InstancesUpdateVncConnection: {summary: 'Zmienia połączenie konsoli zdalnej', params: {id: INSTANCE_ID}},
  InstancesReset: {summary: 'Resetuje maszynę (reset)', description: TICKET, params: {id: INSTANCE_ID}},
  InstancesGetScreenshot: {
    summary: 'Pobiera zrzut ekranu maszyny',
    description: 'Zwraca obraz ekranu konsoli maszyny jako tekst.',
    params: {
      id: INSTANCE_ID,
      width: 'Szerokość przeskalowanego obrazu w pikselach.',
      height: 'Wysokość przeskalowanego obrazu w pikselach.',
    },
  },
  InstancesShutdown: {summary: 'Zamyka maszynę (shutdown)', description: TICKET, params: {id: INSTANCE_ID}},
  InstancesGetInstanceSoftware: {summary: 'Pobiera oprogramowanie maszyny', params: {id: INSTANCE_ID}},
  InstancesGetSshKeys: {summary: 'Pobiera klucze SSH wgrane na maszynę', params: {id: INSTANCE_ID}},
  InstancesGetTemplateByBaseVirtualMachineId: {
    summary: 'Pobiera szablon utworzony z maszyny',
    description: 'Zwraca szablon, którego maszyną źródłową jest podana maszyna.',
    params: {id: 'Identyfikator maszyny źródłowej szablonu.'},
  },

  // Autoskaler maszyny
  InstancesGetAutoscaler: {summary: 'Pobiera ustawienia autoskalera maszyny', params: {id: INSTANCE_ID}},
  InstancesUpdateAutoscaler: {
    summary: 'Zmienia ustawienia autoskalera maszyny',
    description: 'Ustala granice RAM i CPU, zgody na zmianę klasy i restart oraz godziny, w których restart jest dozwolony.',
    params: {id: INSTANCE_ID},
  },
  InstancesDisableInstanceAutoscaler: {summary: 'Wyłącza autoskaler maszyny', description: TICKET, params: {id: INSTANCE_ID}},
  InstancesEnableInstanceAutoscaler: {summary: 'Włącza autoskaler maszyny', description: TICKET, params: {id: INSTANCE_ID}},

  // Eksporty i importy
  ExportsGet: {
    summary: 'Pobiera listę eksportów',
    orderBy: ['TotalSpaceCapacity', 'CreationDate', 'OcsLocation', 'Name', 'StartDate', 'Status'],
    params: {instanceId: INSTANCE_FILTER, statusId: 'Identyfikator statusu eksportu: zawęża kolekcję do eksportów w tym statusie.'},
  },
  ExportsGet_0: {
    summary: 'Pobiera eksport',
    description: 'Zwraca eksport maszyny z jego statusem, lokalizacją w OCS i rozmiarem.',
    params: {id: 'Identyfikator eksportu.'},
  },
  ImportsGetImports: {
    summary: 'Pobiera listę importów',
    orderBy: ['Name', 'Status', 'CreationDate', 'DisksCount', 'NetworkInterfacesCount', 'Size'],
  },
  ImportsCreateImport: {
    summary: 'Tworzy import maszyny',
    description: 'Przygotowuje import z pliku OVF zapisanego w Cloud Storage (OCS); sam import uruchamia POST /imports/{id}/run_ticket.',
  },
  ImportsDeleteImport: {summary: 'Usuwa import', params: {id: IMPORT_ID}},
  ImportsGetImport: {summary: 'Pobiera import', params: {id: IMPORT_ID}},
  ImportsGetImportDisks: {
    summary: 'Pobiera dyski importu',
    description: 'Zwraca dyski opisane w pliku OVF importu; ich identyfikatory podajesz przy uruchamianiu importu.',
    params: {id: IMPORT_ID},
  },
  ImportsRunImport: {
    summary: 'Uruchamia import',
    description: `Tworzy maszynę z importu z podanym typem, dyskami i sieciami. ${TICKET}`,
    params: {id: IMPORT_ID},
  },
  InstancesGetExports: {
    summary: 'Pobiera eksporty maszyny',
    orderBy: [],
    params: {id: INSTANCE_ID, statusId: 'Identyfikator statusu eksportu: zawęża kolekcję do eksportów w tym statusie.'},
  },
  InstancesPostExport: {
    summary: 'Eksportuje maszynę do Cloud Storage (OCS)',
    description:
      'Docelowy kontener musi istnieć; nieistniejąca ścieżka w OCS kończy operację błędem. Eksport powyżej 1 TB dysków OVS nie jest gwarantowany.',
    params: {id: INSTANCE_ID},
  },

  // Zdarzenia
  EventsGetEvents: {
    summary: 'Pobiera zdarzenia wszystkich maszyn',
    orderBy: [],
    params: {
      typeIds: 'Identyfikatory rodzajów operacji (parametr tekstowy): zawężają kolekcję do tych rodzajów.',
      statusIds: 'Identyfikatory statusów operacji (parametr tekstowy): zawężają kolekcję do tych statusów.',
      dateFrom: DATE_FROM,
      dateTo: DATE_TO,
    },
  },
  EventsDelete: {summary: 'Usuwa zdarzenie', params: {id: 'Identyfikator zdarzenia.'}},
  EventsGetEvent: {
    summary: 'Pobiera zdarzenie',
    description: 'Zwraca kolekcję ze zdarzeniem o podanym identyfikatorze.',
    params: {id: 'Identyfikator zdarzenia (liczba 64-bitowa).'},
  },
  InstancesDeleteEvents: {summary: 'Usuwa zdarzenia maszyny z przedziału czasu', params: {id: INSTANCE_ID}},
  InstancesGetEvents: {
    summary: 'Pobiera zdarzenia maszyny',
    orderBy: ['OperationType', 'User', 'Date', 'Instance', 'OperationStatus'],
    params: {
      id: INSTANCE_ID,
      userId: 'Identyfikator użytkownika: zawęża kolekcję do operacji, które wykonał.',
      dateFrom: DATE_FROM,
      dateTo: DATE_TO,
      operationTypeId: 'Identyfikator rodzaju operacji: zawęża kolekcję do tego rodzaju.',
    },
  },

  // Grupy
  GroupsGetGroups: {summary: 'Pobiera listę grup maszyn', orderBy: ['Name']},
  GroupsCreate: {
    summary: 'Tworzy grupę maszyn',
    description: 'Tworzy grupę z nazwą i regułą rozmieszczenia maszyn (VM Affinity) i zwraca ją.',
  },
  GroupsGetLoadBalancers: {summary: 'Pobiera load balancery wszystkich grup', orderBy: ['GroupName']},
  GroupsDeleteGroupScheduler: {summary: 'Usuwa harmonogram grupy', params: {id: 'Identyfikator harmonogramu grupy.'}},
  GroupsGetGroupScheduler: {summary: 'Pobiera harmonogram grupy', params: {id: 'Identyfikator harmonogramu grupy.'}},
  GroupsUpdateGroupScheduler: {summary: 'Zmienia harmonogram grupy', params: {id: 'Identyfikator harmonogramu grupy.'}},
  GroupsDelete: {summary: 'Usuwa grupę maszyn', params: {id: GROUP_ID}},
  GroupsGetGroup: {summary: 'Pobiera grupę maszyn', params: {id: GROUP_ID}},
  GroupsUpdate: {
    summary: 'Zmienia grupę maszyn',
    description: 'Zmienia nazwę grupy i regułę rozmieszczenia maszyn.',
    params: {id: GROUP_ID},
  },
  GroupsGetAssignmentsInGroup: {
    summary: 'Pobiera maszyny przypisane do grupy',
    description: 'Zwraca przypisania: maszynę i jej adres IP dołączony do grupy.',
    params: {id: GROUP_ID},
  },
  GroupsChangeAssignmentsInGroup: {
    summary: 'Zmienia maszyny przypisane do grupy',
    description: 'Ustala listę przypisań maszyn i ich adresów IP do grupy; zwraca przypisania po zmianie.',
    params: {id: GROUP_ID},
  },
  GroupsTurnoffGroupAutoscaler: {summary: 'Wyłącza autoskaler grupy', params: {id: GROUP_ID}},
  GroupsGetGroupAutoscaler: {summary: 'Pobiera ustawienia autoskalera grupy', params: {id: GROUP_ID}},
  GroupsSetGroupAutoscaler: {
    summary: 'Ustawia autoskaler grupy',
    description: 'Ustala rodzaj skalowania, najmniejszą i największą liczbę maszyn oraz maszyny, które autoskaler powiela.',
    params: {id: GROUP_ID},
  },
  LoadBalancersDelete: {summary: 'Usuwa load balancer grupy', params: {id: GROUP_ID}},
  LoadBalancersGetLoadBalancer: {summary: 'Pobiera load balancer grupy', params: {id: GROUP_ID}},
  LoadBalancersCreate: {
    summary: 'Tworzy load balancer grupy',
    description: 'Ustala rodzaj usługi, porty, algorytm, trwałość sesji i wersję IP; zwraca utworzony load balancer.',
    params: {id: GROUP_ID},
  },
  LoadBalancersUpdate: {summary: 'Zmienia load balancer grupy', params: {id: GROUP_ID}},
  LoadBalancersGetLoadBalancerDetails: {
    summary: 'Pobiera szczegóły load balancera grupy',
    description: 'Jak GET /groups/{id}/load_balancer, a dodatkowo ze statystykami każdej usługi serwera (pole Services).',
    params: {id: GROUP_ID},
  },
  LoadBalancersChangeServiceStatus: {
    summary: 'Włącza albo wyłącza usługę w load balancerze',
    description: 'Zmienia stan usługi o podanym adresie IP i porcie; przy wyłączaniu może poczekać na zamknięcie otwartych połączeń.',
    params: {id: GROUP_ID},
  },
  GroupsGetGroupSchedulers: {summary: 'Pobiera harmonogramy grupy', params: {id: GROUP_ID}},
  GroupsCreateContainerScheduler: {summary: 'Tworzy harmonogram grupy', params: {id: GROUP_ID}},
  InstancesGetGroups: {summary: 'Pobiera grupy, do których należy maszyna', params: {id: INSTANCE_ID}},

  // Interfejsy sieciowe
  InstancesGetAllNetworkInterfaces: {
    summary: 'Pobiera interfejsy sieciowe wszystkich maszyn',
    orderBy: ['MacAddress', 'Instance', 'Opn', 'Address'],
  },
  InstancesGetIps: {
    summary: 'Pobiera listę publicznych adresów IP (przestarzałe)',
    description: `${DEPRECATED_IP} To samo robi nowsze wywołanie GET /floating_ips.`,
    orderBy: ['Address', 'Subregion', 'Comment', 'Type'],
    params: {instanceId: INSTANCE_FILTER, onlyFree: ONLY_FREE},
  },
  InstancesBookNewIp: {
    summary: 'Rezerwuje nowy publiczny adres IP (przestarzałe)',
    description: `${DEPRECATED_IP} To samo robi nowsze wywołanie POST /floating_ips.`,
  },
  InstancesChangeIpSubregionTicket: {
    summary: 'Przenosi publiczny adres IP do innego podregionu (przestarzałe)',
    description: `${DEPRECATED_IP} To samo robi nowsze wywołanie POST /floating_ips/change_ip_subregion_ticket.`,
    params: {ipId: IP_ID, subregionId: 'Identyfikator docelowego podregionu.'},
  },
  InstancesDeleteIp: {
    summary: 'Usuwa publiczny adres IP (przestarzałe)',
    description: `${DEPRECATED_IP} To samo robi nowsze wywołanie DELETE /floating_ips/{ip}.`,
    params: {id: IP_ID},
  },
  InstancesGetInstanceIp: {
    summary: 'Pobiera publiczny adres IP (przestarzałe)',
    description: `${DEPRECATED_IP} To samo robi nowsze wywołanie GET /floating_ips/{ip}.`,
    params: {id: IP_ID},
  },
  InstancesUpdateIp: {
    summary: 'Zmienia ustawienia publicznego adresu IP (przestarzałe)',
    description: `${DEPRECATED_IP} To samo robi nowsze wywołanie PUT /floating_ips/{ip}.`,
    params: {id: IP_ID},
  },
  InstancesPostAttachIpTicket: {
    summary: 'Podłącza publiczny adres IP do maszyny (przestarzałe)',
    description: `${DEPRECATED_IP} To samo robi nowsze wywołanie POST /floating_ips/attach_ip_ticket. Statyczny adres można przypisać tylko maszynie z tego samego podregionu.`,
    params: {
      id: INSTANCE_ID,
      ipId: 'Identyfikator adresu IP do podłączenia. Bez tego parametru API podłącza losowy adres.',
      ipV6: 'Gdy true, API podłącza tylko adres IPv6. Bez tego parametru podłącza adresy IPv4 i IPv6.',
    },
  },
  InstancesAttachOpn: {summary: 'Podłącza maszynę do sieci prywatnej OPN', description: TICKET, params: {id: INSTANCE_ID}},
  InstancesChangeOpn: {
    summary: 'Zmienia sieć OPN interfejsu sieciowego',
    description: `Przełącza wskazany interfejs maszyny do innej sieci prywatnej. ${TICKET}`,
    params: {id: INSTANCE_ID},
  },
  InstancesPostDetachIpTicket: {
    summary: 'Odłącza publiczny adres IP od maszyny (przestarzałe)',
    description: `${DEPRECATED_IP} To samo robi nowsze wywołanie POST /floating_ips/detach_ip_ticket.`,
    params: {id: INSTANCE_ID, ipId: IP_ID},
  },
  InstancesDetachFromOpn: {summary: 'Odłącza maszynę od sieci prywatnej OPN', description: TICKET, params: {id: INSTANCE_ID}},
  InstancesGetInstanceNetworkInterfaces: {
    summary: 'Pobiera interfejsy sieciowe maszyny',
    orderBy: ['MacAddress', 'Instance', 'Opn', 'Address'],
    params: {id: INSTANCE_ID},
  },
  InstancesGetInstanceIps: {
    summary: 'Pobiera publiczne adresy IP maszyny',
    orderBy: ['Address', 'Subregion', 'Comment', 'Type'],
    params: {id: INSTANCE_ID},
  },
  InstancesGetOpns: {summary: 'Pobiera sieci prywatne OPN maszyny', orderBy: ['Name'], params: {id: INSTANCE_ID}},

  // Harmonogramy maszyn
  InstancesGetSchedulers: {
    summary: 'Wyszukuje harmonogramy maszyn',
    orderBy: ['Name', 'CreationDate', 'StartDate', 'Instance', 'ActionType'],
    params: {
      instanceId: INSTANCE_FILTER,
      actionTypeId: 'Identyfikator rodzaju działania: zawęża kolekcję do harmonogramów z tym działaniem.',
    },
  },
  InstanceSchedulersDelete: {summary: 'Usuwa harmonogram maszyny', params: {id: SCHEDULER_ID}},
  InstanceSchedulersGet: {summary: 'Pobiera harmonogram maszyny', params: {id: SCHEDULER_ID}},
  InstanceSchedulersPut: {summary: 'Zmienia harmonogram maszyny', params: {id: SCHEDULER_ID}},
  InstanceSchedulersGetInstanceSchedulers: {summary: 'Pobiera harmonogramy maszyny', params: {id: INSTANCE_ID}},
  InstanceSchedulersPost: {
    summary: 'Tworzy harmonogram maszyny',
    description:
      'Harmonogram wykonuje wybrane działanie (na przykład zmianę typu, snapshot, klon albo kopię zapasową) od daty startu, jednorazowo albo cyklicznie.',
    params: {id: INSTANCE_ID},
  },

  // Snapshoty
  InstancesGetSnapshots: {summary: 'Pobiera snapshoty maszyny', params: {id: INSTANCE_ID}},
  InstancesPostSnapshot: {
    summary: 'Tworzy snapshot maszyny',
    description: `Dopóki maszyna ma snapshoty, jej klonowanie i kopia zapasowa kończą się błędem. ${TICKET}`,
    params: {id: INSTANCE_ID},
  },
  SnapshotsGet: {
    summary: 'Pobiera listę snapshotów',
    orderBy: ['CreationDate', 'Description', 'IsCurrent', 'Name', 'Instance'],
    params: {instanceId: INSTANCE_FILTER},
  },
  SnapshotsDeleteSnapshots: {
    summary: 'Usuwa kilka snapshotów',
    description: `Usuwa snapshoty o identyfikatorach z treści żądania. ${TICKET}`,
  },
  SnapshotsDelete: {summary: 'Usuwa snapshot', description: TICKET, params: {id: SNAPSHOT_ID}},
  SnapshotsGet_0: {summary: 'Pobiera snapshot', params: {id: SNAPSHOT_ID}},
  SnapshotsPut: {summary: 'Zmienia nazwę i opis snapshotu', params: {id: SNAPSHOT_ID}},
  SnapshotsRestore: {summary: 'Przywraca maszynę ze snapshotu', description: TICKET, params: {id: SNAPSHOT_ID}},

  // Szablony
  TemplatesGet: {
    summary: 'Pobiera listę szablonów',
    description: 'Zwraca szablony prywatne konta oraz publiczne szablony z rynku aplikacji.',
    orderBy: ['Name', 'Version', 'creationDate', 'SystemCategory'],
    params: {source: 'Źródło szablonów, według którego API zawęża kolekcję (tekst).'},
  },
  TemplatesDelete: {summary: 'Usuwa szablon', params: {id: TEMPLATE_ID}},
  TemplatesGet_0: {summary: 'Pobiera szablon', params: {id: TEMPLATE_ID}},
  TemplatesPut: {summary: 'Zmienia nazwę i opisy szablonu', params: {id: TEMPLATE_ID}},

  // OCS
  OcsGetProjects: {
    summary: 'Pobiera projekty Cloud Storage (OCS)',
    description: 'Zwraca projekty OCS konta; ich identyfikatory podajesz przy eksporcie i imporcie maszyn.',
  },

  // Dyski
  DisksGetDisks: {
    summary: 'Pobiera listę dysków',
    orderBy: ['SpaceCapacity', 'Name', 'Tier', 'IsShared', 'Subregion'],
    params: {diskType: DISK_TYPE, showDeleted: SHOW_DELETED},
  },
  DisksPost: {
    summary: 'Tworzy dysk',
    description: `Tworzy dysk o podanej pojemności i tierze, opcjonalnie współdzielony i od razu podłączony do maszyn. ${TICKET}`,
  },
  DisksDelete: {summary: 'Usuwa dysk', description: TICKET, params: {id: DISK_ID}},
  DisksGet: {summary: 'Pobiera dysk', params: {id: DISK_ID}},
  DisksPut: {
    summary: 'Zmienia dysk',
    description: `Zmienia nazwę, pojemność, tier, podregion i maszyny, do których dysk jest podłączony. ${TICKET}`,
    params: {id: DISK_ID},
  },
  DisksAttachToInstance: {summary: 'Podłącza dysk do maszyny', description: TICKET, params: {id: DISK_ID, instanceId: INSTANCE_ID}},
  DisksChangeSubregion: {
    summary: 'Przenosi dysk do innego podregionu',
    description: TICKET,
    params: {id: DISK_ID, subregionId: 'Identyfikator docelowego podregionu.'},
  },
  DisksChangeTier: {
    summary: 'Zmienia tier dysku',
    description: `Docelowy tier podajesz w parametrze zapytania, na przykład ?tierId=2. ${TICKET}`,
    params: {id: DISK_ID, tierId: 'Identyfikator docelowego tieru dysku.'},
  },
  DisksDetachFromInstance: {summary: 'Odłącza dysk od maszyny', description: TICKET, params: {id: DISK_ID, instanceId: INSTANCE_ID}},
  DisksExtend: {
    summary: 'Powiększa dysk',
    description: `Nie każdy system widzi nowy rozmiar od razu; niektóre wymagają ponownej konfiguracji albo restartu maszyny. ${TICKET}`,
    params: {id: DISK_ID, spaceCapacity: 'Nowa pojemność dysku w GB.'},
  },

  // Statystyki
  StatisticsGetClientStatistics: {
    summary: 'Pobiera statystyki konta',
    params: {dateFrom: DATE_FROM_UTC, dateTo: DATE_TO_UTC, statisticTypes: STATISTIC_TYPES},
  },
  StatisticsGetStatisticIntervals: {
    summary: 'Pobiera rodzaje interwałów statystyk',
    description: 'Zwraca interwały jako elementy słownika; identyfikator podajesz w parametrze statisticInterval.',
  },
  StatisticsGetInstanceStatistics: {
    summary: 'Pobiera statystyki maszyny',
    params: {
      id: INSTANCE_ID,
      statisticInterval: 'Identyfikator interwału próbek, z GET /statistics/dictionaries/intervals.',
      dateFrom: DATE_FROM_UTC,
      dateTo: DATE_TO_UTC,
      statisticTypes: STATISTIC_TYPES,
    },
  },

  // Podregiony
  SubregionsGet: {summary: 'Pobiera listę podregionów'},
  SubregionsGet_0: {summary: 'Pobiera podregion', params: {id: SUBREGION_ID}},

  // Tickety
  TicketsGet: {
    summary: 'Pobiera listę ticketów',
    orderBy: ['CreationDate', 'Status', 'OperationType'],
    params: {
      statusId: 'Identyfikator statusu ticketu: zawęża kolekcję do ticketów w tym statusie.',
      creationDateFrom: 'Najwcześniejsza data utworzenia ticketu (data i godzina w formacie ISO 8601).',
      creationDateTo: 'Najpóźniejsza data utworzenia ticketu (data i godzina w formacie ISO 8601).',
    },
  },
  TicketsGet_0: {
    summary: 'Pobiera ticket',
    description: 'Zwraca aktualny stan zlecenia; odpytuj je z kilkusekundowymi przerwami, aż operacja się zakończy.',
    params: {id: 'Identyfikator ticketu (liczba 64-bitowa).'},
  },

  // Monitoring
  WatchGetHealthChecks: {summary: 'Pobiera listę monitorów', orderBy: ['Name', 'Type']},
  WatchCreateDnsHealthCheck: dns.create,
  WatchGetDnsHealthCheck: dns.get,
  WatchUpdateDnsHealthCheck: dns.update,
  WatchCreateFullPageHealthCheck: fullPage.create,
  WatchGetFullPageHealthCheck: fullPage.get,
  WatchUpdateFullPageHealthCheck: fullPage.update,
  WatchCreateFullPageHttpsHealthCheck: fullPageHttps.create,
  WatchGetFullPageHttpsHealthCheck: fullPageHttps.get,
  WatchUpdateFullPageHttpsHealthCheck: fullPageHttps.update,
  WatchCreateHttpHealthCheck: http.create,
  WatchGetHttpHealthCheck: http.get,
  WatchUpdateHttpHealthCheck: http.update,
  WatchCreateHttpsHealthCheck: https.create,
  WatchGetHttpsHealthCheck: https.get,
  WatchUpdateHttpsHealthCheck: https.update,
  WatchCreateImapHealthCheck: imap.create,
  WatchGetImapHealthCheck: imap.get,
  WatchUpdateImapHealthCheck: imap.update,
  WatchCreateImapSslHealthCheck: imapSsl.create,
  WatchGetImapSslHealthCheck: imapSsl.get,
  WatchUpdateImapSslHealthCheck: imapSsl.update,
  WatchGetHealthCheckNotifications: {summary: 'Pobiera listę powiadomień monitoringu', orderBy: ['Address', 'Id']},
  WatchCreateHealthCheckNotification: {
    summary: 'Tworzy powiadomienie monitoringu',
    description: 'Dodaje adres, na który monitoring wysyła powiadomienia, z rodzajem powiadomienia.',
  },
  WatchDeleteHealthCheckNotification: {summary: 'Usuwa powiadomienie monitoringu', params: {id: NOTIFICATION_ID}},
  WatchGetHealthCheckNotification: {summary: 'Pobiera powiadomienie monitoringu', params: {id: NOTIFICATION_ID}},
  WatchUpdateHealthCheckNotification: {summary: 'Zmienia powiadomienie monitoringu', params: {id: NOTIFICATION_ID}},
  WatchCreatePingHealthCheck: ping.create,
  WatchGetPingHealthCheck: ping.get,
  WatchUpdatePingHealthCheck: ping.update,
  WatchCreateSipHealthCheck: sip.create,
  WatchGetSipHealthCheck: sip.get,
  WatchUpdateImapHealthCheck_0: sip.update,
  WatchCreateSmtpHealthCheck: smtp.create,
  WatchGetSmtpHealthCheck: smtp.get,
  WatchUpdateSmtpHealthCheck: smtp.update,
  WatchCreateTcpHealthCheck: tcp.create,
  WatchGetTcpHealthCheck: tcp.get,
  WatchUpdateTcpHealthCheck: tcp.update,
  WatchDeleteHealthCheck: {summary: 'Usuwa monitor', description: 'Usuwa monitor dowolnego rodzaju.', params: {id: HEALTH_CHECK_ID}},
  WatchGetHealthCheck: {
    summary: 'Pobiera monitor',
    description: 'Zwraca wspólne dane monitora dowolnego rodzaju: nazwę, adres, stan i wyniki ostatnich sprawdzeń.',
    params: {id: HEALTH_CHECK_ID},
  },
  WatchGetAvailableMonitoringStations: {
    summary: 'Pobiera wszystkie stacje pomiarowe',
    description: 'Zwraca stacje, z których monitoring może sprawdzać usługi, z ich krajem, miastem i adresem IP.',
  },
  WatchGetSelectedMonitoringStations: {summary: 'Pobiera wybrane stacje pomiarowe'},
  WatchAddSelectedMonitoringStations: {
    summary: 'Dodaje stację pomiarową do wybranych',
    body: 'Identyfikator stacji pomiarowej, którą chcesz dodać.',
  },
  WatchDeleteSelectedMonitoringStations: {summary: 'Usuwa stację pomiarową z wybranych', params: {id: 'Identyfikator stacji pomiarowej.'}},
  WatchGetSelectedMonitoringStation: {summary: 'Pobiera wybraną stację pomiarową', params: {id: 'Identyfikator stacji pomiarowej.'}},
};

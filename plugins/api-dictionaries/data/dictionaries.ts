import type {Dictionary, DictionaryData, ValueSet} from '../src/types';

/**
 * The API dictionaries and fixed field values, from the spec only (services spec §3, §4, §7, §9;
 * site spec §3, §7). An item id the spec does not give stays `null` and is shown as not
 * published: never fill one in from memory or from the live API.
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
    purpose:
      'Klasy dysków OVS (Tier); jest ich pięć, od Tier-1 do Tier-5. Klasę dysku podajesz przy tworzeniu instancji.',
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
    key: 'AuthorizationMethodId',
    name: 'Metody autoryzacji maszyny',
    purpose: 'Sposób logowania do nowej maszyny: kluczem SSH albo loginem i hasłem.',
    fields: [
      {field: 'AuthorizationMethodId', usedIn: 'POST /instances i POST /beta/instances, treść żądania'},
      {field: 'authorization_method_id', usedIn: 'zasób instancji w Terraformie'},
    ],
    values: [
      {id: 1398, label: null, meaning: 'Klucze SSH; wymaga podania identyfikatorów kluczy (SshKeysIds).'},
      {id: 1399, label: null, meaning: 'Login i hasło; hasło wygenerowanej maszyny pokazuje panel (Dane dostępowe > Pokaż hasło).'},
    ],
    note: 'W Terraformie pole authorization_method_id jest opcjonalne i domyślnie ma wartość 1399; przy 1398 wymagana jest lista ssh_keys_ids.',
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

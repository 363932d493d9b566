/**
 * Polish descriptions of parameters that recur across calls, written once. A call's own text
 * (data/operations.ts) wins over these where the meaning differs.
 */
export const sharedParameters: Readonly<Record<string, string>> = {
  pageSize: 'Liczba elementów na jednej stronie kolekcji. Bez tego parametru API zwraca pierwsze 50 elementów.',
  pageNumber: 'Numer strony kolekcji do pobrania; stronę wyznacza rozmiar podany w pageSize.',
  orderBy: 'Nazwa pola, według którego API sortuje kolekcję.',
  fields:
    'Lista pól rozdzielonych przecinkami, które mają się znaleźć w odpowiedzi (na przykład id,name); wielkość liter w nazwach pól nie ma znaczenia.',
  query: 'Tekst zapytania, którym API zawęża kolekcję.',
};

/** Texts that several calls give their own parameters. */
export const INSTANCE_ID = 'Identyfikator maszyny wirtualnej.';
export const INSTANCE_FILTER = 'Identyfikator maszyny wirtualnej: zawęża kolekcję do tej maszyny.';
export const DISK_ID = 'Identyfikator dysku OVS.';
export const GROUP_ID = 'Identyfikator grupy maszyn.';
export const HEALTH_CHECK_ID = 'Identyfikator monitora (healthchecku).';
export const IMPORT_ID = 'Identyfikator importu.';
export const SNAPSHOT_ID = 'Identyfikator snapshotu.';
export const SCHEDULER_ID = 'Identyfikator harmonogramu maszyny.';
export const TEMPLATE_ID = 'Identyfikator szablonu.';
export const OPN_ID = 'Identyfikator sieci prywatnej OPN.';
export const NOTIFICATION_ID = 'Identyfikator powiadomienia monitoringu.';
export const IP_V4 = 'Publiczny adres IPv4 w zapisie kropkowym, na przykład 203.0.113.10.';
export const IP_ID = 'Identyfikator publicznego adresu IP.';
export const SUBREGION_ID = 'Identyfikator podregionu.';
export const DATE_FROM = 'Początek przedziału czasu (data i godzina w formacie ISO 8601).';
export const DATE_TO = 'Koniec przedziału czasu (data i godzina w formacie ISO 8601).';
export const DATE_FROM_UTC = 'Początek przedziału czasu w strefie UTC (data i godzina w formacie ISO 8601).';
export const DATE_TO_UTC = 'Koniec przedziału czasu w strefie UTC (data i godzina w formacie ISO 8601).';
export const STATISTIC_TYPES = 'Lista identyfikatorów rodzajów statystyk do pobrania (liczby całkowite).';
export const DISK_TYPE = 'Rodzaj dysku, według którego API zawęża kolekcję (tekst).';
export const SHOW_DELETED = 'Czy w kolekcji mają się znaleźć także dyski usunięte (true albo false).';
export const ONLY_FREE = 'Gdy true, kolekcja zawiera tylko wolne adresy; wartość logiczna.';

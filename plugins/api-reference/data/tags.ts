import type {TagText} from '../src/types';

/** Product areas of the services API (the surface's English tags) with our Polish names. */
export const tags: Readonly<Record<string, TagText>> = {
  Account: {name: 'Konto', description: 'Dane konta klienta oraz klucze SSH użytkownika.'},
  Dictionaries: {
    name: 'Słowniki',
    description: 'Słowniki API: listy elementów o stałych identyfikatorach, które przyjmują i zwracają inne wywołania.',
  },
  FloatingIPs: {
    name: 'Publiczne adresy IP',
    description: 'Rezerwacja publicznych adresów IP, ich ustawienia oraz podłączanie do maszyn i odłączanie od nich.',
  },
  Networking: {name: 'Sieci prywatne (OPN)', description: 'Sieci prywatne OPN: tworzenie, zmiana nazwy, usuwanie i odczyt.'},
  OCI: {
    name: 'Maszyny wirtualne (OCI)',
    description:
      'Maszyny wirtualne: tworzenie, usuwanie, zasilanie, zmiana typu i podregionu, klonowanie, konsola zdalna i dane dostępowe.',
  },
  OCIAutoscaler: {
    name: 'Autoskaler maszyn (OCI)',
    description: 'Autoskaler pionowy pojedynczej maszyny: odczyt i zmiana ustawień, włączanie i wyłączanie.',
  },
  OCIBackups: {
    name: 'Eksporty i importy (OCI)',
    description: 'Eksport maszyn do Cloud Storage (OCS) i import maszyn z plików OVF zapisanych w OCS.',
  },
  OCIEvents: {name: 'Zdarzenia maszyn (OCI)', description: 'Historia operacji wykonanych na maszynach wirtualnych i jej czyszczenie.'},
  OCIGroups: {
    name: 'Grupy maszyn (OCI)',
    description: 'Grupy maszyn: przypisania maszyn, autoskaler poziomy, harmonogramy grup i load balancer grupy.',
  },
  OCIInterfaces: {
    name: 'Interfejsy sieciowe (OCI)',
    description: 'Interfejsy sieciowe maszyn, ich adresy IP i podłączenie do sieci prywatnych OPN.',
  },
  OCISchedulers: {name: 'Harmonogramy maszyn (OCI)', description: 'Harmonogramy, które o ustalonym czasie wykonują działanie na maszynie.'},
  OCISnapshots: {name: 'Snapshoty (OCI)', description: 'Snapshoty maszyn wirtualnych: tworzenie, zmiana opisu, przywracanie i usuwanie.'},
  OCITemplates: {
    name: 'Szablony (OCI)',
    description: 'Szablony systemów, z których powstają maszyny: lista, odczyt, zmiana opisu i usuwanie.',
  },
  OCS: {name: 'Cloud Storage (OCS)', description: 'Projekty Cloud Storage (OCS) konta, potrzebne przy eksporcie i imporcie maszyn.'},
  OVS: {name: 'Dyski (OVS)', description: 'Dyski blokowe OVS: tworzenie, powiększanie, zmiana tieru i podregionu, podłączanie do maszyn.'},
  Statistics: {name: 'Statystyki', description: 'Statystyki konta i pojedynczych maszyn w wybranym przedziale czasu.'},
  Subregions: {name: 'Podregiony', description: 'Podregiony regionu, w których działają maszyny, dyski i adresy IP.'},
  Tickets: {name: 'Tickety', description: 'Zlecenia operacji asynchronicznych (tickety) i ich stan.'},
  Watch: {
    name: 'Monitoring (healthchecki)',
    description: 'Monitory usług (DNS, HTTP, HTTPS, pełna strona, IMAP, ping, SIP, SMTP, TCP), powiadomienia i stacje pomiarowe.',
  },
};

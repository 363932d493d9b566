import type {PageFacts} from '../factTypes';

export const facts: PageFacts[] = [
  {
    route: '/faq/faq/',
    facts: ['Maszyny wirtualne', 'Dyski i wydajność', 'Sieć i adresy IP', 'Kopie zapasowe i migracja', 'Płatności i powiadomienia', 'Bezpieczeństwo i dostęp', 'Obrazy i narzędzia', 'Poradniki', './poradniki-oci.mdx', './replikacja-kopii-zapasowych-ocs.mdx', '20 uruchomionych maszyn', '30 dni'],
  },
  {
    route: '/faq/faq/klucze-ssh/',
    facts: ['**Klucze SSH**', '**Dodaj nowy klucz**', 'Dodaj instancję', 'AuthorizationMethodId', 'SshKeysIds', '`root`', 'port 22', 'głównego użytkownika konta'],
  },
  {
    route: '/faq/faq/logi-systemowe/',
    facts: ['GET /tickets/{id}', 'CreationUser', 'OperationType', 'Progress', '`Uruchomiona`', 'słownik o identyfikatorze 40', '400 żądań na minutę', 'Oczekujące zamówienia', 'słownik 121', 'Dodaj wykres'],
  },
  {
    route: '/faq/faq/logi-zdarzen/',
    facts: ['30 dni', 'wyłącznie przez API', '**Logi zdarzeń**', 'filtrowania po użytkowniku', 'wyboru kolumn', 'Użytkownik zlecający', 'Status zlecenia'],
  },
  {
    route: '/faq/faq/opn/',
    facts: ['attach_opn_ticket', 'OpnId', 'DHCP', 'Jedna sieć prywatna jest bezpłatna', 'do 8 interfejsów sieciowych', '10 GB/s', '`iptables`', 'Zaporę systemu Windows', 'odłączyć wszystkie maszyny naraz'],
  },
  {
    route: '/faq/faq/platnosci-automatyczne/',
    facts: ['500 PLN', '1000 EUR/USD', 'postpaid', '**Włącz płatności**', 'suwak', 'zgody', '400 PLN netto', '50 PLN netto', 'następnego dnia', 'Po 3 nieudanych próbach', '1 PLN', '1500 PLN netto'],
  },
  {
    route: '/faq/faq/pfsense/',
    facts: ['pfSense', 'OPNsense', 'do 8 na maszynę', '10 GB/s', 'brak DHCP', 'VMX-10', 'VMXNET3 lub E1000', 'Virtual LSI Logic SAS', 'kontener/pseudo-folder/image.ovf', 'Ready to launch'],
  },
  {
    route: '/faq/faq/powiadomienia-o-zuzyciu/',
    facts: ['**Billing**', '**Powiadomienia**', 'przełącznikiem', '**Edytuj**', 'W polu kwoty', '**Akceptuj**', 'zasób API do włączania powiadomień', 'głównego użytkownika konta', 'pozostawionych snapshotów'],
  },
  {
    route: '/faq/faq/plesk/',
    facts: ['| 80 |', '| 443 |', '| 8443 |', 'jedyny port otwarty domyślnie', 'port 25', 'Ustaw statyczny', 'firewall-cmd', 'pakietach po 5', '`Administrator`'],
  },
  {
    route: '/faq/faq/rescuecd/',
    facts: ['co najmniej 2 GB RAM', 'F2', 'F12', '10 sekund', 'BIOS', 'rozruch z sieci', '**Konsola**', 'cztery partycje'],
  },
  {
    route: '/faq/faq/scheduler/',
    facts: ['jednorazowy albo cykliczny', '1 dzień', 'Strefa czasowa', 'utworzenie kopii zapasowej', '7 kopii', 'Dzienny limit przechowywanych kopii', '**Harmonogramy**', 'snapshoty'],
  },
  {
    route: '/faq/faq/snapshot/',
    facts: ['Dokładnie jeden snapshot', 'ostatni wiersz', 'trwale', 'najpierw przywróć starszy snapshot, potem usuń pozostałe', '**Snapshoty**', 'opcjonalnie opis', 'aktywny snapshot', 'pozostawionych snapshotów'],
  },
  {
    route: '/faq/faq/wydajnosc-dyskow/',
    facts: ['co najmniej 8 vCPU', '16 vCPU', '90 s', '4k', '128', '2 lub 4', 'od 0,5 KB do 8192 KB', 'od 64 KB do 2 GB', '80 tysięcy IOPS', 'PVSCSI', 'LSI Logic SAS', '103 PLN'],
  },
  {
    route: '/faq/faq/powiekszanie-dysku/',
    facts: ['Dyski tylko rosną', 'ikonę koła zębatego', '**Pojemność**', 'aktywny snapshot', 'Usuń snapshot', 'Opcjonalnie utwórz nowy snapshot', '1 TB', 'cztery partycje podstawowe', 'growpart'],
  },
  {
    route: '/faq/faq/tworzenie-maszyny-wirtualnej/',
    facts: ['najwyżej 25 znaków', '`InstancesCount`', 'od 1 do 5', '`Administrator`', '`root`', 'głównego użytkownika konta', 'port 25', 'tylko port 22', 'POST /beta/instances', 'SshKeysIds', 'Freemium', 'od 5 do 300 GB', '**Dodaj instancję**', 'base64'],
  },
  {
    route: '/faq/faq/replikacja-kopii-zapasowych-ocs/',
    facts: ['cel synchronizacji', 'klucz synchronizacji', 'identyczny w obu regionach', '5 GB', 'identyczne nazwy', 'od kilku do kilkunastu minut', 'sama replikacja jest bezpłatna', '%%storageHostWaw%%', '%%storageHostKrk%%', '`PL2`', '/nazwa_kontenera', '1 TB', 'GET /exports/{id}'],
  },
  {
    route: '/faq/faq/poradniki-oci/',
    facts: ['./tworzenie-maszyny-wirtualnej.mdx', './klucze-ssh.mdx', './opn.mdx', './snapshot.mdx', './backup.mdx', './linked-clone.mdx', '../../services/maszyna-wirtualna.mdx', '../../services/terraform/index.mdx'],
  },
  {
    route: '/faq/faq/poradniki-ocs/',
    facts: ['../../services/cloud-storage/swiftclient.mdx', '../../services/cloud-storage/replikacja-kontenerow.mdx', '../../services/cloud-storage/s3-api.mdx', './replikacja-kopii-zapasowych-ocs.mdx', 'Keystone v3', '5 GB', '10000', 'PL2'],
  },
];

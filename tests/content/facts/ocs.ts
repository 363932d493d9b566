import type {PageFacts} from '../factTypes';

export const facts: PageFacts[] = [
  {
    route: '/services/cloud-storage/',
    facts: ['PL-WAW', 'PL-KRK', '`PL`', '`PL2`', '5 GB', '10000', '`OCS`', 'Keystone v3', 'Swauth', '2019', '%%storageHostWaw%%', '%%storageHostKrk%%', 'bezpłatna'],
  },
  {
    route: '/services/cloud-storage/podstawowe-pojecia/',
    facts: ['Keystone v3', 'Swauth', '2019', 'rozmiar w bajtach', 'liczba obiektów', 'identyfikator projektu', 'pseudokatalog', 'ACL', '5 GB', 'manifest', '10000', '`marker`', 'kontener/pseudokatalog/plik.ovf', '`OCS`'],
  },
  {
    route: '/services/cloud-storage/polaczenie-z-usluga/',
    facts: ['PL-WAW', 'PL-KRK', '`PL`', '`PL2`', '%%storageHostWaw%%', '%%storageHostKrk%%', 'OCS > Kontenery', 'Dodaj kontener', 'Akceptuj', 'identyfikator projektu', 'OS_PROJECT_DOMAIN_NAME="OCS"', 'X-Auth-Token'],
  },
  {
    route: '/services/cloud-storage/metody-autoryzacji/',
    facts: ['auth/v3/auth/tokens', 'X-Subject-Token', '201 Created', 'expires_at', '"methods": ["password"]', '"name": "OCS"', 'auth/v1.0', 'X-Auth-User', 'X-Auth-Key', 'credentials/OS-EC2', '"tenant_id"', '"trust_id"', '"links"', 'v4', 'v2'],
  },
  {
    route: '/services/cloud-storage/replikacja-kontenerow/',
    facts: ['X-Container-Sync-To', 'X-Container-Sync-Key', 'identyczny', '5 GB', 'od kilku do kilkunastu minut', 'bezpłatna', 'transfer', '`PL2`', 'X-Remove-Container-Sync-To'],
  },
  {
    route: '/services/cloud-storage/rest-api/',
    facts: ['X-Auth-Token', '`PUT`', '`HEAD`', '`DELETE`', '`POST`', 'X-Object-Manifest', '10000', 'marker', '5 GB', 'X-History-Location', 'X-Versions-Location', 'X-Container-Sync-To', 'X-Container-Meta-'],
  },
  {
    route: '/services/cloud-storage/swiftclient/',
    facts: ['python-swiftclient', 'OS_AUTH_URL', 'OS_PROJECT_DOMAIN_NAME="OCS"', 'OS_REGION_NAME="PL"', 'auth/v1.0', 'swift stat', 'swift upload', 'swift download', '--segment-size', '5 GB', '10000'],
  },
  {
    route: '/services/cloud-storage/s3-api/',
    facts: ['credentials/OS-EC2', '`access`', '`secret`', 'tenant_id', 'v4', 'v2', '`konto:login`', 'signature_v2 = True', 's3v4', '5 GB', '10000'],
  },
  {
    route: '/services/cloud-storage/ustawienia-kontenera/',
    facts: ['Publiczny dostęp do obiektów', 'Listowanie obiektów kontenera', 'Listowanie w przeglądarce', 'wymaga włączonego listowania obiektów kontenera', 'prywatny', 'Dodaj kontener', 'Akceptuj', 'X-Container-Read', 'X-Container-Write', 'identyfikator projektu'],
  },
  {
    route: '/services/cloud-storage/zarzadzanie-uzytkownikami/',
    facts: ['Użytkownik OCS', 'Administrator OCS', 'ikonę konta › **Zarządzaj kontem**', 'zakładki **Użytkownicy**', 'Dostęp do OCS', '**Dostęp** › **Użytkownicy Swauth**', 'Dodaj konto', 'Zmień hasło', '2019', 'Keystone v3', 'prywatne'],
  },
  {
    route: '/services/cloud-storage/wersjonowanie-obiektow/',
    facts: ['X-History-Location', 'X-Versions-Location', 'administratora OCS', 'kontenera archiwum', 'nie ma jeszcze żadnego nagłówka wersjonowania', 'przywracana jest ostatnia wersja z archiwum'],
  },
  {
    route: '/services/cloud-storage/zastosowania-i-funkcje/',
    facts: ['5 GB', '10000', '`/nazwa_kontenera`', 'kontener/pseudokatalog/plik.ovf', 'PL-WAW', 'PL-KRK', 'v4', 'v2', 'X-History-Location', 'bezpłatna'],
  },
  {
    route: '/services/cloud-storage/replikacja-kopii-zapasowych/',
    facts: ['OCI > Kopie zapasowe', '`/kopie`', 'kontener/pseudokatalog/plik.ovf', '5 GB', '1 TB', 'od kilku do kilkunastu minut', 'X-Container-Sync-To', 'X-Container-Sync-Key', 'Finished', 'OcsLocation', '121', '10000'],
  },
];

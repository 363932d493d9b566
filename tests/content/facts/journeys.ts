import type {PageFacts} from '../factTypes';

// How-to pages reached from the home page's top tasks (issue 24).
export const facts: PageFacts[] = [
  {
    route: '/services/pierwsza-maszyna-wirtualna/',
    facts: [
      '**OCI** › **Instancje** i kliknij **Dodaj instancję**',
      'litery, cyfry i spacje, najwyżej 25 znaków',
      'Linux potrzebuje co najmniej 5 GB, Windows tworzony w panelu co najmniej 50 GB',
      'najwyżej 300 GB',
      '**Użytkownik i hasło**',
      '**Dane dostępowe** › **Pokaż hasło**',
      'od 1 do 5 identycznych maszyn',
      '**Akceptuj**',
      'tylko port 22',
      '`root` w systemie Linux i `Administrator` w systemie Windows',
      '**Konsola**',
      'Wychodzący port 25',
      'domyślnie działać 20 uruchomionych maszyn',
    ],
  },
  {
    route: '/account/rejestracja-i-logowanie/',
    facts: [
      '## Nie możesz się zalogować',
      'ikonę konta › **Zarządzaj kontem**',
      'zakładce **Użytkownicy** serwera tożsamości',
      '**Szczegóły**',
      '(opcja 2 w menu, dni robocze 8:00–20:00)',
      'nie pamięta hasła',
    ],
  },
];

import type {PageFacts} from '../factTypes';

// Facts of the facts supplement placed on FAQ, account, billing, support and security pages (issue 16).
export const facts: PageFacts[] = [
  {route: '/faq/faq/linked-clone/', facts: ['**Klonuj**', '**Linked Clone**', '**Inicjalizacja instancji**', 'punkt przywracania nałożony na dysk bazowy', 'w chwili utworzenia pierwszego z nich']},
  {route: '/faq/faq/jak-dzialaja-wlasne-szablony/', facts: ['**Utwórz Szablon**', '**Własne Szablony**', 'kolumnę **ID**', '**Bez inicjalizacji**', 'tylko nowy adres\nIP']},
  {route: '/faq/faq/grupy-maszyn-wirtualnych/', facts: ['maszyny trafiają na ten sam host', 'możliwie daleko od siebie']},
  {route: '/faq/faq/iops/', facts: ['Dlaczego IOPS są naliczane osobno', '2592 mln', 'około 100–200 IOPS']},
  {route: '/faq/faq/jak-przeniesc-maszyne-wirtualna/', facts: ['nowe publiczne adresy IP']},
  {route: '/faq/faq/logi-zdarzen/', facts: ['`GET /events`', '`GET /instances/{id}/events`']},
  {route: '/account/limity-uslug/', facts: ['czarne listy', 'przed wprowadzeniem blokady', 'aliasy na istniejących interfejsach', 'opisuje też swój projekt', '20 domen']},
  {route: '/account/konfiguracja-2fa/', facts: ['**Zarządzaj kontem**', '**Bezpieczeństwo**']},
  {route: '/billing/smart-benefit/', facts: ['regulaminem programu', 'link polecający', 'zakładce **Profil**']},
  {route: '/billing/modele-rozliczen/', facts: ['Prepaid to model podstawowy', 'umowy na świadczenie usług', 'działem sprzedaży']},
  {route: '/support/support-bezplatny/', facts: ['(CLI)', 'kolejnej linii wsparcia']},
  {route: '/safety/rozszerzony-opis-bezpieczenstwa/', facts: ['modelu IaaS', 'PVLAN', 'osobne sieci VLAN']},
  {route: '/account/', facts: ['**Zarządzaj kontem**', '| **Profil** |', '| **Użytkownicy** |', '| **Dostęp** |', '| **Bezpieczeństwo** |', '**Użytkownicy Swauth**', '**Zapisz**', 'Kraju konta nie da się zmienić', 'Kliknij **Dodaj konto**', '**Szczegóły**', 'identyfikuje ją także w zgłoszeniach', 'historia operacji w panelu']},
  {route: '/account/serwer-tozsamosci/', facts: ['serwis zarządzania kontem', 'OAuth2 i OpenID Connect', 'klienta API, czyli aplikacji, oraz użytkownika', 'Wybierasz go sam', '`/core/connect/token`']},
  {route: '/account/rejestracja-i-logowanie/', facts: ['w zakładce **Użytkownicy**', 'danymi profilu klienta, na które wystawiane są faktury', 'Kraju nie da się później zmienić']},
  {route: '/billing/', facts: ['## Sekcja Billing w panelu', 'Model podstawowy, aktywny na każdym koncie od rejestracji', 'operatorów płatności']},
  {route: '/billing/faktury/', facts: ['na dane z profilu klienta', 'tylko na fakturach wystawionych po zmianie', 'termin płatności wynika z podpisanej umowy', 'ceny jednostkowej netto', 'kwoty należności ogółem', 'faktura korygująca wystawiona przez dostawcę']},
  {route: '/billing/licencje-zewnetrzne/', facts: ['programu SPLA', 'Opłata licencyjna jest już zawarta w cenie maszyny', 'nie był włączony ani razu, nie płaci nic', '| Plesk | Miesięcznie |', 'zgłoszeniem do wsparcia technicznego', '%%supportEmail%%']},
  {route: '/support/support-bezplatny/', facts: ['biuro obsługi klienta (BOK), które pracuje całą dobę', 'dwa poziomy wsparcia', 'Pomoc w obsłudze panelu']},
  {route: '/safety/rozszerzony-opis-bezpieczenstwa/', facts: ['liczy 17 punktów', 'ochrony fizycznej i ochrony logicznej', 'ochrona na poziomie nośników', 'izolację danych między podregionami', 'regularne skanowanie bezpieczeństwa']},
];

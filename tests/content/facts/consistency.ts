import type {PageFacts} from '../factTypes';

/**
 * Issue 37 (content consistency): the contradictions fixed and the gaps readers found, so that
 * neither comes back: one statement of Tier-1 performance and IOPS billing, private templates
 * without an authorization step, the once-only secret where the system generates it, the second
 * disk, the tier for a target IOPS, the read-only token, `fields` in Polish words, the scheduler
 * example and the linked-clone panel steps under their own heading.
 */
export const facts: PageFacts[] = [
  {
    route: '/faq/faq/iops/',
    facts: ['| Wydajność dysku Tier-1 | do 1000 IOPS |', '| Naliczanie IOPS | według faktycznego użycia |', '103 PLN'],
  },
  {
    route: '/billing/koszty-uslug/',
    facts: ['Dysk Tier-1 wykonuje do 1000 IOPS. IOPS są naliczane według faktycznego użycia'],
  },
  {
    route: '/faq/faq/jak-dzialaja-wlasne-szablony/',
    facts: ['Metody autoryzacji (hasło albo klucze SSH) nie wybierasz tu', 'Ceny dysków podaje [cennik](%%priceListUrl%%)'],
  },
  {
    route: '/faq/faq/linked-clone/',
    facts: ['## Tworzenie klonu połączonego w panelu', '## Tworzenie klonu połączonego przez API', 'Gdy sekret generuje system'],
  },
  {
    route: '/services/api/autoryzacja/',
    facts: ['Hasło klienta ustalasz sam', '### Gotowy przykład: token tylko do odczytu', '--data-urlencode "scope=%%apiScopeReadonly%%"'],
  },
  {
    route: '/faq/faq/dyski-ovs/',
    facts: ['## Drugi dysk w maszynie', '`POST /disks`', '`POST /disks/{id}/attach_to_instance_ticket`', 'utwórz na nowym dysku partycję'],
  },
  {
    route: '/faq/faq/wydajnosc-dyskow/',
    facts: ['## Jaki tier dla docelowej liczby IOPS', 'Stawki tierów podaje [cennik](%%priceListUrl%%)'],
  },
  {
    route: '/services/api/',
    facts: ['| `fields` | wybór pól: odpowiedź zawiera tylko wybrane pola'],
  },
  {
    route: '/faq/faq/scheduler/',
    facts: ['| Akcja | utworzenie kopii zapasowej |'],
  },
];

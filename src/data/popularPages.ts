import type {PopularPage} from '../../plugins/search-pl/options';

/**
 * Pages offered when a search finds nothing (plugins/search-pl): the tasks readers come for most
 * and the pages that help them find the rest. Routes relative to the base path.
 */
export const popularPages: readonly PopularPage[] = [
  {title: 'Pierwsza maszyna wirtualna', route: '/services/pierwsza-maszyna-wirtualna/'},
  {title: 'Sposoby doładowań', route: '/billing/sposoby-doladowan/'},
  {title: 'Faktury', route: '/billing/faktury/'},
  {title: 'Rejestracja i logowanie', route: '/account/rejestracja-i-logowanie/'},
  {title: 'Przykłady wywołań API', route: '/services/api/przyklady/'},
  {title: 'FAQ', route: '/faq/faq/'},
];

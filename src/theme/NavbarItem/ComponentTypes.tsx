import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

/**
 * The navbar item types the site uses (src/config/navigation.ts: links, and the search box's
 * slot). The theme's map imports all nine, and every page's main.js carried the dropdowns, the
 * locale and version menus and the doc items we never show: 4.2 KiB of main.js gzipped (139.5 →
 * 135.3 KiB), which had put two diagram pages over the 190 KiB budget. `src/theme/__tests__/navbarItems.test.ts` fails when
 * the navbar config uses a type that is not here.
 */
const ComponentTypes: Pick<ComponentTypesObject, 'default' | 'search'> = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
};

export default ComponentTypes;

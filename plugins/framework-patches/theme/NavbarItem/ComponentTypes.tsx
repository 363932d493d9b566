import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

/**
 * The navbar item types the site uses (links, and the search box's slot). The theme's map imports
 * all nine into every page's main.js (patch `navbar-item-types`, ../../PATCHES.md).
 * `../../__tests__/navbarItems.test.ts` fails when the site's navbar uses a type that is not here.
 */
const ComponentTypes: Pick<ComponentTypesObject, 'default' | 'search'> = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
};

export default ComponentTypes;

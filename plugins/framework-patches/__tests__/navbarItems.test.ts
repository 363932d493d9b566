import {buildNavbar} from '../../../src/config/navigation';
import {resolveSiteSettings} from '../../../src/siteSettings';
import ComponentTypes from '../theme/NavbarItem/ComponentTypes';

jest.mock('@theme/NavbarItem/DefaultNavbarItem', () => ({__esModule: true, default: () => null}));
jest.mock('@theme/NavbarItem/SearchNavbarItem', () => ({__esModule: true, default: () => null}));

// Patch `navbar-item-types`. The theme's NavbarItem picks the component by type ("default" when
// there is none, "dropdown" when the item has `items`) and throws when the map has no such type:
// every page would fail.
it('has a component for every navbar item the site configures', () => {
  const {items = []} = buildNavbar(resolveSiteSettings());
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    const type = !item.type || item.type === 'default' ? ('items' in item ? 'dropdown' : 'default') : item.type;
    expect(Object.keys(ComponentTypes)).toContain(type);
  }
});

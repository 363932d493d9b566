/**
 * Test double of @docusaurus/router's hooks (jest.config.mjs maps the module here). The location
 * is one shared object: a test sets it with `routerDouble.reset(...)`, and the history's push and
 * replace change it like the real router would, and are jest.fn() for assertions.
 */
interface DoubleLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

type To = string | Partial<DoubleLocation>;

const location: DoubleLocation = {pathname: '/pl/docs/', search: '', hash: '', state: undefined};

function go(to: To): void {
  if (typeof to !== 'string') {
    Object.assign(location, to);
    return;
  }
  const url = new URL(to, `http://localhost${location.pathname}`);
  Object.assign(location, {pathname: url.pathname, search: url.search, hash: url.hash});
}

const history = {location, push: jest.fn(go), replace: jest.fn(go)};

export const routerDouble = {
  location,
  history,
  /** A fresh location (the docs root unless given) and cleared history calls. */
  reset(next: Partial<DoubleLocation> = {}): void {
    Object.assign(location, {pathname: '/pl/docs/', search: '', hash: '', state: undefined}, next);
    history.push.mockClear();
    history.replace.mockClear();
  },
};

export const useLocation = (): DoubleLocation => location;
export const useHistory = () => history;

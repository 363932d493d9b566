import {useSyncExternalStore} from 'react';

const subscribeNever = () => () => undefined;

/**
 * A value only the browser knows (the URL's hash or query, the platform) without the cost of
 * useIsBrowser(): the server render and the hydrating render get `serverValue`, so both HTMLs
 * agree, and React renders the component again after hydration only when `read()` gives something
 * else (Object.is). useIsBrowser() re-renders every component that calls it when hydration ends,
 * whatever the value: on the error catalogue that was every row of the table, in one blocking
 * task on a phone. `read` is called on every render; the value does not change by itself (there
 * is nothing to subscribe to), so what it depends on (the router's location) must re-render the
 * component, as useLocation() does.
 */
export function useClientValue<T extends string | number | boolean>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNever, read, () => serverValue);
}

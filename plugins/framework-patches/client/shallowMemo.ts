import {useMemo} from 'react';

/** Each key of `obj` followed by its value, keys in code-unit order: theme-common's list, but the order. */
export function shallowMemoDeps(obj: object): unknown[] {
  return Object.entries(obj)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flat();
}

/**
 * Stands in for theme-common's `useShallowMemoObject` (patch `shallow-memo`, PATCHES.md): the
 * same object while its keys and values are the same. The keys only need a fixed order, and
 * `localeCompare` loads the collation rules on its first call, so they are sorted by code unit.
 */
export function useShallowMemoObject<O extends object>(obj: O): O {
  // As in theme-common: the keys and values are the dependencies, so their list is not a literal.
  // eslint-disable-next-line react-hooks/use-memo, react-hooks/exhaustive-deps
  return useMemo(() => obj, shallowMemoDeps(obj));
}

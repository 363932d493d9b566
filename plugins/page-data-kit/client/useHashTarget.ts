import {useLocation} from '@docusaurus/router';
import {useClientValue} from './useClientValue';

/** The element id a URL hash (`#…`) names, percent-escapes decoded; '' for no hash. */
export function targetOf(hash: string): string {
  if (hash === '') return '';
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    // A malformed escape in a hand-typed URL names no row; keep the raw text.
    return hash.slice(1);
  }
}

/**
 * The element id named in the URL hash. Empty while hydrating: the server render has no hash,
 * and a class that differed between server and client HTML would not be applied. An address
 * without a hash costs no second render of the table (useClientValue).
 */
export function useHashTarget(): string {
  const {hash} = useLocation();
  return useClientValue(() => targetOf(hash), '');
}

import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * The element id named in the URL hash. Empty until hydration is over: the server render has no
 * hash, and a class that differed between server and client HTML would not be applied.
 */
export function useHashTarget(): string {
  const {hash} = useLocation();
  const isBrowser = useIsBrowser();
  if (!isBrowser || hash === '') return '';
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    // A malformed escape in a hand-typed URL names no row; keep the raw text.
    return hash.slice(1);
  }
}

import {createContext, startTransition, useEffect, useState, type ReactNode} from 'react';

/**
 * Stands in for @docusaurus/core's client/browserContext (patch `browser-context`, PATCHES.md):
 * same exports and values, but the switch to true after hydration is a transition, so the
 * re-render of every `useIsBrowser()` caller runs in slices instead of one long task.
 */
export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}

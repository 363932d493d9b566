import {createContext, startTransition, useEffect, useState, type ReactNode} from 'react';

/**
 * Stands in for @docusaurus/core's client/browserContext (3.10), which `useIsBrowser()` and the
 * app root import (plugins/framework-patches). Same exports, same values: false while the server's
 * HTML hydrates, true after. The only change: the switch to true is a transition. Every
 * `useIsBrowser()` caller re-renders at that moment (each code block mounts its copy and wrap
 * buttons, the sidebar's categories and the colour-mode toggle render again); as an urgent update
 * that was one uninterruptible render of 50-100 ms on the API examples page on this host, several
 * times that on a phone. A transition renders in short slices and yields to the reader's input.
 */
export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}

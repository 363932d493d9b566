/**
 * What happens when the next page's code cannot be loaded. Docusaurus' answer is to reload the
 * address, which is right after a deploy (the server has the new page) but shows the browser's
 * own error page when the network is down. The chunk loader asks `onChunkFailure` instead:
 * reload only when the page's address answers, otherwise keep the current page on screen and
 * publish a notice that the reader can retry from. No React, no Docusaurus: tested directly.
 */
export type NoticeState = {target: string; status: 'offline' | 'checking' | 'still-offline'} | null;

type Listener = (state: NoticeState) => void;

/** Checks whether an address answers at all (any HTTP status), without using a cached copy. */
export type Probe = (url: string) => Promise<boolean>;

export function createNavigationFailures(probe: Probe, open: (url: string) => void) {
  let state: NoticeState = null;
  const listeners = new Set<Listener>();
  const set = (next: NoticeState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };
  return {
    get: (): NoticeState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * A chunk of the page at `target` failed to load while navigating there. Resolves 'reload'
     * when the address answers (Docusaurus may reload: the server has the page), else 'stay'
     * after publishing the notice.
     */
    async onChunkFailure(target: string): Promise<'reload' | 'stay'> {
      if (await probe(target)) return 'reload';
      set({target, status: 'offline'});
      return 'stay';
    },
    /** The reader's "Spróbuj ponownie": open the page once it answers, else say it still does not. */
    async retry(): Promise<void> {
      if (state === null) return;
      const {target} = state;
      set({target, status: 'checking'});
      if (await probe(target)) {
        set(null);
        open(target);
      } else {
        set({target, status: 'still-offline'});
      }
    },
    dismiss(): void {
      set(null);
    },
  };
}

export type NavigationFailures = ReturnType<typeof createNavigationFailures>;

/** A HEAD request that bypasses every cache: true when the server answered. */
export const fetchProbe: Probe = (url) =>
  fetch(url, {method: 'HEAD', cache: 'no-store'}).then(
    () => true,
    () => false,
  );

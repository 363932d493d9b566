/**
 * A one-way switch with a promise (issue 40): the simulator's code waits on it, and the first of
 * the reader's signals (near the screen, pointer, focus) turns it on. Pure: no React or DOM.
 */
export interface Activation {
  /** Resolves once `activate` was called, then stays resolved. */
  readonly promise: Promise<void>;
  readonly active: boolean;
  activate(): void;
}

export function createActivation(): Activation {
  let resolve: () => void = () => undefined;
  let active = false;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return {
    promise,
    get active() {
      return active;
    },
    activate() {
      if (active) return;
      active = true;
      resolve();
    },
  };
}

// theme-common's utils/reactUtils, which the plugin aliases (its package `exports` do not list it).
declare module '@framework-patches/theme-common-react-utils' {
  export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T;
  export function usePrevious<T>(value: T): T | undefined;
  export class ReactContextError extends Error {
    constructor(providerName: string, additionalInfo?: string);
  }
  export function composeProviders(providers: unknown[]): unknown;
}

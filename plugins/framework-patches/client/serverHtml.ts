/**
 * Whether a component may keep the HTML the server rendered for it instead of rebuilding it in the
 * browser. Only during the first hydration of a prerendered page: the server HTML is there and
 * already correct. A component first rendered later (client navigation, `docusaurus start`,
 * which renders in the browser only) has no server HTML to keep.
 */
export function mayKeepServerHtml({
  canUseDOM,
  prerendered,
  hydrated,
}: {
  /** Running in a browser. */
  canUseDOM: boolean;
  /** The page's root held server-rendered markup when the component's module loaded. */
  prerendered: boolean;
  /** The app has finished its first hydration (Docusaurus' `useIsBrowser()`). */
  hydrated: boolean;
}): boolean {
  return canUseDOM && prerendered && !hydrated;
}

/** Docusaurus renders the app into this element; the server fills it, `docusaurus start` does not. */
export const APP_ROOT_ID = '__docusaurus';

/** Reads, in a browser, whether the app root holds server-rendered markup right now. */
export function appRootIsPrerendered(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): boolean {
  return Boolean(doc?.getElementById(APP_ROOT_ID)?.hasChildNodes());
}

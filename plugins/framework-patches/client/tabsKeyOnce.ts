/**
 * Stands in for `@docusaurus/useIsBrowser` in theme-classic's Tabs only (3.10), where it serves one
 * purpose: the tabs provider's key, `String(useIsBrowser())`. When hydration ended the key changed,
 * and React deleted the whole tabs block, its code blocks too, and drew it again ("temporary fix"
 * for facebook/docusaurus#5653, from when the stored tab was read during the first render).
 * theme-common now syncs the stored or query-string choice in a layout effect, an ordinary update
 * React applies to the hydrated elements, so the key needs no second value. On the API examples
 * page the remount was one commit of 850–1,043 ms at 4× CPU (the curl/Terraform block, 188
 * elements, with Prism tokenizing its code again) followed by a restyle of 2,231 elements.
 */
export default function useIsBrowserForTabsKey(): boolean {
  return false;
}

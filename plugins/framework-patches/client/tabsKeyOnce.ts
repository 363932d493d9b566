/**
 * Stands in for `@docusaurus/useIsBrowser` in theme-classic's Tabs only (patch `tabs-key`,
 * PATCHES.md), whose one use is the provider's `key`: the key changing after hydration remounted
 * and redrew every tabs block. The stored tab is synced in a layout effect, so one key suffices.
 */
export default function useIsBrowserForTabsKey(): boolean {
  return false;
}

/** Test double of @docusaurus/useIsBrowser: jsdom renders like a hydrated browser. */
export default function useIsBrowser(): boolean {
  return true;
}

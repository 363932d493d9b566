/** Test double of useBaseUrl for the /pl/docs/ base path. */
export default function useBaseUrl(path: string): string {
  return `/pl/docs/${path.replace(/^\//, '')}`;
}

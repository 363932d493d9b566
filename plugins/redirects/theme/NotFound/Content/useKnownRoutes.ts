import {useMemo} from 'react';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {docRoutes} from '../../../notFound';

/** Routes of every doc plus the home page, relative to the base path. */
export function useKnownRoutes(baseUrl: string): Set<string> {
  const allDocs = useAllDocsData();
  return useMemo(
    () =>
      docRoutes(
        Object.values(allDocs).flatMap((plugin) => plugin.versions.flatMap((version) => version.docs.map((doc) => doc.path))),
        baseUrl,
      ),
    [allDocs, baseUrl],
  );
}

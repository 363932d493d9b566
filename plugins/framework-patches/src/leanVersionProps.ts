/**
 * The version prop of every docs route lists every page with its description, which only the
 * theme's DocCard reads and this site does not render (patch `doc-descriptions`, PATCHES.md).
 * This keeps the ids, titles and sidebars and drops the descriptions.
 */

/** The part of a route config this module reads; everything else passes through untouched. */
export interface RouteLike {
  props?: Record<string, unknown>;
  routes?: RouteLike[];
  [key: string]: unknown;
}

interface VersionDoc {
  description?: unknown;
  [key: string]: unknown;
}

function isVersionDocs(value: unknown): value is Record<string, VersionDoc> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of the route tree with no `description` in any version prop's docs; the input is not changed. */
export function withoutDocDescriptions<R extends RouteLike>(route: R): R {
  const version = route.props?.version as {docs?: unknown} | undefined;
  const props =
    version && isVersionDocs(version.docs)
      ? {
          ...route.props,
          version: {
            ...version,
            docs: Object.fromEntries(
              Object.entries(version.docs).map(([id, doc]) => [
                id,
                Object.fromEntries(Object.entries(doc).filter(([key]) => key !== 'description')),
              ]),
            ),
          },
        }
      : route.props;
  return {
    ...route,
    ...(props ? {props} : {}),
    ...(route.routes ? {routes: route.routes.map((child) => withoutDocDescriptions(child))} : {}),
  };
}

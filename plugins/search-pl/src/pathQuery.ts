/**
 * A developer pastes the path of a real request (`/services/instances/123/clone_ticket`, or the
 * whole URL with a query): the reference documents it as `/instances/{id}/clone_ticket`. Numbers
 * and UUIDs in path segments become `{id}`, the host, the `/services` prefix and the query string
 * go, so the words left are those the reference has. Anything that does not look like a path is
 * returned as it is.
 */
const PATH = /^(?:https?:\/\/[^/\s]+)?(?:\/[^/\s?#]+)+\/?(?:[?#]\S*)?$/i;
const ID_SEGMENT = /^(?:\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function normalizePastedPath(input: string): string {
  const text = input.trim();
  if (!PATH.test(text)) return input;
  const path = text.replace(/^https?:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  const segments = path.split('/').filter(Boolean);
  if (segments[0]?.toLowerCase() === 'services') segments.shift();
  if (segments.length === 0) return input;
  return `/${segments.map((segment) => (ID_SEGMENT.test(segment) ? '{id}' : segment)).join('/')}`;
}

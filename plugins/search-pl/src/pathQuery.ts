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

/**
 * The API path a query names, when the reader pasted one (`/instances/123/clone_ticket` →
 * `/instances/{id}/clone_ticket`), else null. A bare word with a slash in front is no path.
 */
export function pastedApiPath(input: string): string | null {
  const path = normalizePastedPath(input);
  return path.startsWith('/') && path.indexOf('/', 1) > 0 ? path.toLowerCase() : null;
}

/** How a reference section opens: the method and the path as the API has them, then a middle dot. */
const OPERATION_LINE = /^(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (\S+) ·/;

/** The path of the operation a section documents, lower case, or null for any other section. */
export function documentedPath(sectionText: string): string | null {
  return OPERATION_LINE.exec(sectionText)?.[1].toLowerCase() ?? null;
}

/** A type name as code spells it: words joined by underscores (`example_instance`). */
const IDENTIFIER = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

/**
 * The type name a query names, when the reader pasted one from a configuration
 * (`example_instance`, also in quotes as `resource "example_instance"` writes it), else null.
 */
export function pastedIdentifier(input: string): string | null {
  const text = input
    .trim()
    .replace(/^["'`]+|["'`]+$/g, '')
    .toLowerCase();
  return IDENTIFIER.test(text) ? text : null;
}

/**
 * The type name a section documents: its heading is that name and nothing else, as the
 * Terraform reference titles each resource and data source. Null for any other heading.
 */
export function documentedIdentifier(heading: string): string | null {
  const text = heading.trim().toLowerCase();
  return IDENTIFIER.test(text) ? text : null;
}

/** A code or number on its own: an HTTP status (`402`), an error code with digits (`E1042`, `2FA`). */
const CODE = /^[\p{L}\p{N}]*\p{N}[\p{L}\p{N}]*$/u;

/** The code a query is, when the reader typed a code or a number and nothing else, folded; else null. */
export function pastedCode(input: string): string | null {
  const text = input
    .trim()
    .replace(/^["'`]+|["'`]+$/g, '')
    .toLowerCase();
  return CODE.test(text) && text.length <= 12 ? text : null;
}

/**
 * The code a section is the entry of: its heading opens with the code and names it in words
 * (`402 Wymagana płatność`, as the error catalogue titles its rows). Null for any other heading.
 */
export function documentedCode(heading: string): string | null {
  const [first, ...rest] = heading.trim().toLowerCase().split(/\s+/);
  return first && rest.length > 0 && CODE.test(first) && first.length <= 12 ? first : null;
}

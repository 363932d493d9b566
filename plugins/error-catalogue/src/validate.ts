import {textProblem, type DataProblem} from '../../page-data-kit/problems';
import {AREA_KEYS} from './types';

/**
 * Checks the catalogue as untyped input: fixtures and any future JSON source are not typed,
 * and the build must fail with a message naming the file and the entry either way.
 */
type Entry = Record<string, unknown>;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ROUTE = /^\/([a-z0-9._-]+\/)*(#[a-z0-9-]+)?$/;
const REQUIRED_TEXTS = ['title', 'meaning', 'when', 'action'] as const;
const OPTIONAL_TEXTS = ['body', 'message', 'operation'] as const;

function asEntry(value: unknown): Entry | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Entry) : undefined;
}

function isHttpStatus(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599;
}

function validateAreas(areas: unknown[], add: (entry: string, message: string) => void): Map<string, string> {
  const prefixes = new Map<string, string>();
  areas.forEach((raw, index) => {
    const area = asEntry(raw);
    const entry = `area ${typeof area?.key === 'string' ? area.key : `#${index + 1}`}`;
    if (!area || typeof area.key !== 'string' || !SLUG.test(area.key)) {
      add(entry, 'key must be a lower-case word, like oci');
      return;
    }
    // The filter and the types know these areas only; the data (JSON) cannot add one on its own.
    if (!(AREA_KEYS as readonly string[]).includes(area.key)) {
      add(entry, `key must be one of ${AREA_KEYS.join(', ')} (AREA_KEYS in src/types.ts)`);
    }
    if (prefixes.has(area.key)) add(entry, `duplicate area ${area.key}`);
    const problem = textProblem(area.label);
    if (problem) add(entry, `${problem} in "label"`);
    if (typeof area.idPrefix !== 'string' || !SLUG.test(area.idPrefix)) {
      add(entry, 'idPrefix must be a lower-case word, like oci');
      return;
    }
    prefixes.set(area.key, area.idPrefix);
  });
  return prefixes;
}

function validateSeeAlso(value: unknown, entry: string, add: (entry: string, message: string) => void): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) {
    add(entry, '"seeAlso" must be a list of {label, to}');
    return;
  }
  value.forEach((raw: unknown, index: number) => {
    const link = asEntry(raw);
    const problem = textProblem(link?.label);
    if (problem) add(entry, `${problem} in seeAlso ${index + 1}`);
    if (typeof link?.to !== 'string' || !ROUTE.test(link.to)) {
      add(entry, `seeAlso ${index + 1} must link to a route of routes.md with a trailing slash, like /faq/faq/snapshot/`);
    }
  });
}

/** Every problem of the catalogue, each naming the file and the entry. Empty when it is good. */
export function validateErrorCatalogue(data: unknown, file: string): DataProblem[] {
  const problems: DataProblem[] = [];
  const add = (entry: string, message: string) => problems.push({file, entry, message});
  const root = asEntry(data);
  if (!root || !Array.isArray(root.areas) || !Array.isArray(root.errors)) {
    add('the exported data', 'must be {areas: [...], errors: [...]}');
    return problems;
  }
  const prefixes = validateAreas(root.areas, add);
  const ids = new Map<string, number>();
  const codes = new Map<string, string>();

  root.errors.forEach((raw: unknown, index: number) => {
    const error = asEntry(raw);
    const id = error?.id;
    const entry = typeof id === 'string' && id !== '' ? `error ${id}` : `error #${index + 1}`;
    if (!error) {
      add(entry, 'must be an object');
      return;
    }
    if (typeof id !== 'string' || !SLUG.test(id)) {
      add(entry, 'id must be lower-case letters, digits and hyphens (it becomes the anchor #blad-<id>)');
    } else if (ids.has(id)) {
      add(entry, `duplicate id ${id} (also error #${ids.get(id)})`);
    } else {
      ids.set(id, index + 1);
    }

    const prefix = typeof error.area === 'string' ? prefixes.get(error.area) : undefined;
    if (prefix === undefined) {
      add(entry, `unknown area "${String(error.area)}" (known: ${[...prefixes.keys()].join(', ')})`);
    }

    const general = error.code !== undefined && error.operation === undefined;
    if (error.code !== undefined && !isHttpStatus(error.code)) {
      add(entry, `code must be an HTTP status from 100 to 599 (got ${String(error.code)})`);
    } else if (error.code !== undefined) {
      // One entry per code and call: <ErrorCode code={409} /> must find exactly one entry.
      const key = `${error.code} ${typeof error.operation === 'string' ? error.operation : ''}`;
      const first = codes.get(key);
      if (first !== undefined) {
        add(entry, `duplicate code ${error.code}${error.operation ? ` for ${String(error.operation)}` : ''} (also error ${first})`);
      } else {
        codes.set(key, typeof id === 'string' ? id : `#${index + 1}`);
      }
      if (general && id !== String(error.code)) {
        add(entry, `a general HTTP code entry must have the id "${error.code}" (anchor #blad-${error.code})`);
      }
    }
    if (!general && typeof id === 'string' && prefix !== undefined && !id.startsWith(`${prefix}-`)) {
      add(entry, `id must start with "${prefix}-", the prefix of area ${String(error.area)}`);
    }

    for (const field of REQUIRED_TEXTS) {
      const problem = textProblem(error[field]);
      if (problem) add(entry, `${problem} in "${field}"`);
    }
    for (const field of OPTIONAL_TEXTS) {
      const problem = error[field] === undefined ? undefined : textProblem(error[field]);
      if (problem) add(entry, `${problem} in "${field}"`);
    }
    validateSeeAlso(error.seeAlso, entry, add);
  });
  return problems;
}

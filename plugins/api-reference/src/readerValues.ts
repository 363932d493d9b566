/**
 * Reader values ("Twoje wartości", issue 35): the region, the token and the ids a reader picks
 * once, and how they fill the samples on the page. Pure: storage and React are in theme/.
 *
 * The samples need no markers: a value fills the places that already stand for it in every
 * language the docs show (a JSON or Python key `"TemplateId": 0`, the escaped form inside a Go
 * string, a Terraform argument `template_id = 1187`, a shell variable `$INSTANCE_ID`, a path
 * `/instances/{id}`, the token placeholder `$TOKEN`). A value the reader has not given leaves its
 * placeholder as it is.
 */

import {normalizeToken, tokenProblem} from './readerToken';

export {CHANGE_EVENT, REGION_KEY, snapshotOf, VALUES_KEY} from './readerSnapshot';
export {normalizeToken, tokenProblem} from './readerToken';

export type Region = 'waw' | 'krk';

export interface ReaderValues {
  token: string;
  /** The reader asked for the token in the samples (and so in what they copy). */
  tokenInSamples: boolean;
  templateId: string;
  typeId: string;
  subregionId: string;
  instanceId: string;
}

export type IdField = 'templateId' | 'typeId' | 'subregionId' | 'instanceId';
export const ID_FIELDS: readonly IdField[] = ['templateId', 'typeId', 'subregionId', 'instanceId'];

export const EMPTY_VALUES: ReaderValues = {token: '', tokenInSamples: false, templateId: '', typeId: '', subregionId: '', instanceId: ''};

export function parseRegion(value: string | null | undefined): Region {
  return value === 'krk' ? 'krk' : 'waw';
}

/** An id: a positive whole number, as the API's ids are. */
export function idProblem(text: string): string | null {
  if (text === '') return null;
  return /^[1-9]\d{0,9}$/.test(text) ? null : 'Podaj dodatnią liczbę całkowitą, bez spacji i innych znaków.';
}

/** Values read back from storage; anything malformed is dropped, never trusted. */
export function parseValues(raw: string | null | undefined): ReaderValues {
  if (!raw) return EMPTY_VALUES;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return EMPTY_VALUES;
  }
  if (typeof data !== 'object' || data === null) return EMPTY_VALUES;
  const record = data as Record<string, unknown>;
  const text = (key: string, problem: (value: string) => string | null): string => {
    const value = record[key];
    return typeof value === 'string' && problem(value) === null ? value : '';
  };
  const values: ReaderValues = {
    token: normalizeToken(text('token', tokenProblem)),
    tokenInSamples: record.tokenInSamples === true,
    templateId: text('templateId', idProblem),
    typeId: text('typeId', idProblem),
    subregionId: text('subregionId', idProblem),
    instanceId: text('instanceId', idProblem),
  };
  return values;
}

/** What to store: null when nothing is set, so the key is removed. */
export function serializeValues(values: ReaderValues): string | null {
  const set = values.token !== '' || ID_FIELDS.some((field) => values[field] !== '');
  return set ? JSON.stringify(values) : null;
}

export interface Hosts {
  apiHostWaw: string;
  apiHostKrk: string;
}

interface IdRule {
  /** JSON and Python key, also inside a Go or JavaScript string with escaped quotes. */
  key: string;
  /** Terraform argument. */
  argument: string;
  /** Shell variable. */
  variable: string;
  /** The collection whose `/{id}` is this id. */
  collection?: string;
}

const ID_RULES: Readonly<Record<IdField, IdRule>> = {
  templateId: {key: 'TemplateId', argument: 'template_id', variable: 'TEMPLATE_ID', collection: 'templates'},
  typeId: {key: 'TypeId', argument: 'type_id', variable: 'TYPE_ID'},
  subregionId: {key: 'SubregionId', argument: 'subregion_id', variable: 'SUBREGION_ID', collection: 'subregions'},
  instanceId: {key: 'InstanceId', argument: 'instance_id', variable: 'INSTANCE_ID', collection: 'instances'},
};

function fillId(code: string, rule: IdRule, value: string): string {
  let out = code
    .replace(new RegExp(`(\\\\?"${rule.key}\\\\?"\\s*:\\s*)(?:-?\\d+|\\\\?"\\\\?"|null)`, 'g'), `$1${value}`)
    .replace(new RegExp(`(\\b${rule.argument}\\s*=\\s*)\\d+\\b`, 'g'), `$1${value}`)
    .replace(new RegExp(`\\$(?:${rule.variable}\\b|\\{${rule.variable}\\})`, 'g'), value);
  if (rule.collection) out = out.replace(new RegExp(`(/${rule.collection}/)(?:\\{id\\}|%7Bid%7D)`, 'g'), `$1${value}`);
  return out;
}

/**
 * The sample with the reader's values in place; untouched where a value is missing. `ids: false`
 * keeps the ids (a tool's output, whose ids the reader chose in the tool itself).
 */
export function fillSample(code: string, values: ReaderValues, region: Region, hosts: Hosts, ids = true): string {
  let out = region === 'krk' && hosts.apiHostWaw !== hosts.apiHostKrk ? code.split(hosts.apiHostWaw).join(hosts.apiHostKrk) : code;
  if (values.tokenInSamples && values.token !== '' && tokenProblem(values.token) === null) {
    out = out.replace(/\$(?:TOKEN\b|\{TOKEN\})/g, normalizeToken(values.token));
  }
  for (const field of ids ? ID_FIELDS : []) {
    if (values[field] !== '' && idProblem(values[field]) === null) out = fillId(out, ID_RULES[field], values[field]);
  }
  return out;
}

/** fillSample from that snapshot. */
export function fillFromSnapshot(code: string, snapshot: string, hosts: Hosts, ids = true): string {
  if (snapshot === '') return code;
  const newline = snapshot.indexOf('\n');
  return fillSample(code, parseValues(snapshot.slice(newline + 1)), parseRegion(snapshot.slice(0, newline)), hosts, ids);
}

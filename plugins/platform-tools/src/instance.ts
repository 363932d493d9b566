/**
 * The instance request builder's rules (issue 17): what POST /instances accepts, checked the way
 * the pages state it, and the same request written as JSON, curl and Terraform. Pure: no React,
 * no DOM, no input is ever changed. Problems are Polish sentences, shown next to their fields.
 */
import {isBase64} from './base64';
import {terraformConfig, type TerraformLine} from './terraform';

export {decodeInitScript, encodeInitScript, isBase64} from './base64';

/** The body of POST /instances, field names as the API spells them. */
export interface InstanceRequest {
  InstanceName: string;
  TypeId: number;
  TemplateId: number;
  DiskClass: number;
  DiskSize: number;
  SubregionId: number;
  AuthorizationMethodId: number;
  InstancesCount: number;
  IPAddressId?: number;
  SshKeysIds?: number[];
  Freemium?: boolean;
  /** Init script, already base64 (the API field InitScript; the spec: "must be base64"). */
  InitScript?: string;
}

export type InstanceField = keyof InstanceRequest;

export interface FieldProblem<Field extends string = InstanceField> {
  field: Field;
  message: string;
}

/** Spec (both files, §5 and §9): DiskSize 5 to 300 GB. */
export const DISK_SIZE_GB = {min: 5, max: 300} as const;
/** Spec: InstancesCount 1 to 5 (a batch start of up to 5 identical machines). */
export const INSTANCES_COUNT = {min: 1, max: 5} as const;
/** Spec: a virtual machine name has at most 25 characters. */
export const INSTANCE_NAME_MAX = 25;
/**
 * Facts supplement (/services/terraform/, /services/api/slowniki/): authorization method 1398 is
 * SSH keys, and with it the list of SSH key ids is required.
 */
export const SSH_KEYS_AUTHORIZATION_METHOD = 1398;

/** Letters of any alphabet, digits and spaces: the spec says "letters (upper and lower case)". */
const NAME_CHARACTER = /[\p{L}\p{N} ]/u;

/** Null when `name` is a valid virtual machine name, else the Polish problem. */
export function validateInstanceName(name: string): string | null {
  if (name.trim() === '') return 'Podaj nazwę maszyny: litery, cyfry i spacje, najwyżej 25 znaków.';
  const characters = [...name];
  const wrong = [...new Set(characters.filter((character) => !NAME_CHARACTER.test(character)))];
  if (wrong.length > 0) {
    const list = wrong.map((character) => `„${character}”`).join(', ');
    return `Nazwa maszyny może zawierać tylko litery, cyfry i spacje; usuń: ${list}.`;
  }
  if (characters.length > INSTANCE_NAME_MAX) {
    return `Nazwa maszyny może mieć najwyżej ${INSTANCE_NAME_MAX} znaków, a ma ${characters.length}.`;
  }
  return null;
}

const isPositiveInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

function integerInRange(value: number, {min, max}: {min: number; max: number}): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** Polish names of the id fields, for their messages. */
const ID_FIELDS: ReadonlyArray<[InstanceField, string]> = [
  ['TypeId', 'Typ maszyny (TypeId)'],
  ['TemplateId', 'Szablon (TemplateId)'],
  ['DiskClass', 'Klasa dysku (DiskClass)'],
  ['SubregionId', 'Podregion (SubregionId)'],
  ['AuthorizationMethodId', 'Metoda autoryzacji (AuthorizationMethodId)'],
];

/** Every problem of the request, each tied to its field; an empty list when it is valid. */
export function validateInstanceRequest(req: InstanceRequest): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const nameProblem = validateInstanceName(typeof req.InstanceName === 'string' ? req.InstanceName : '');
  if (nameProblem) problems.push({field: 'InstanceName', message: nameProblem});
  for (const [field, label] of ID_FIELDS) {
    if (!isPositiveInteger(req[field])) {
      problems.push({field, message: `${label}: podaj identyfikator, czyli dodatnią liczbę całkowitą.`});
    }
  }
  if (!integerInRange(req.DiskSize, DISK_SIZE_GB)) {
    problems.push({
      field: 'DiskSize',
      message: `Pojemność dysku (DiskSize) to liczba całkowita od ${DISK_SIZE_GB.min} do ${DISK_SIZE_GB.max} GB.`,
    });
  }
  if (!integerInRange(req.InstancesCount, INSTANCES_COUNT)) {
    problems.push({
      field: 'InstancesCount',
      message: `Liczba maszyn (InstancesCount) to liczba całkowita od ${INSTANCES_COUNT.min} do ${INSTANCES_COUNT.max}.`,
    });
  }
  if (req.IPAddressId !== undefined && !isPositiveInteger(req.IPAddressId)) {
    problems.push({
      field: 'IPAddressId',
      message: 'Adres IP (IPAddressId): podaj identyfikator, czyli dodatnią liczbę całkowitą, albo zostaw pole puste.',
    });
  }
  const keys = req.SshKeysIds ?? [];
  if (!keys.every(isPositiveInteger)) {
    problems.push({field: 'SshKeysIds', message: 'Klucze SSH (SshKeysIds): każdy identyfikator to dodatnia liczba całkowita.'});
  } else if (new Set(keys).size !== keys.length) {
    problems.push({field: 'SshKeysIds', message: 'Klucze SSH (SshKeysIds): każdy klucz podaj tylko raz.'});
  } else if (req.AuthorizationMethodId === SSH_KEYS_AUTHORIZATION_METHOD && keys.length === 0) {
    problems.push({
      field: 'SshKeysIds',
      message: 'Przy logowaniu kluczami SSH (metoda 1398) podaj co najmniej jeden identyfikator klucza dodanego w panelu.',
    });
  }
  if (req.InitScript !== undefined && !isBase64(req.InitScript)) {
    problems.push({field: 'InitScript', message: 'Skrypt inicjalizacyjny (InitScript) musi być zakodowany w base64.'});
  }
  return problems;
}

/** Body fields in the order the pages show them; optional ones only when given. */
export function instanceRequestBody(req: InstanceRequest): Record<string, unknown> {
  const body: Record<string, unknown> = {
    InstanceName: req.InstanceName,
    TypeId: req.TypeId,
    TemplateId: req.TemplateId,
    SubregionId: req.SubregionId,
    DiskClass: req.DiskClass,
    DiskSize: req.DiskSize,
    AuthorizationMethodId: req.AuthorizationMethodId,
  };
  if (req.SshKeysIds !== undefined && req.SshKeysIds.length > 0) body.SshKeysIds = [...req.SshKeysIds];
  if (req.IPAddressId !== undefined) body.IPAddressId = req.IPAddressId;
  body.InstancesCount = req.InstancesCount;
  if (req.Freemium !== undefined) body.Freemium = req.Freemium;
  if (req.InitScript !== undefined) body.InitScript = req.InitScript.replace(/\s+/g, '');
  return body;
}

export interface SnippetSettings {
  /** Regional API host from the site settings, e.g. `https://pl1-api.example.com` (no /services). */
  apiHost: string;
  /** Local name of the Terraform provider (site setting terraformProviderName). */
  terraformProvider?: string;
  /** Its source address (site setting terraformProviderSource), for the 1.x line's required_providers. */
  terraformSource?: string;
  /** The provider line the Terraform output targets: 1.x (default) or the spec's v0.4.0. */
  terraformLine?: TerraformLine;
}

export interface InstanceSnippets {
  json: string;
  curl: string;
  terraform: string;
}

/** The token placeholder: the examples page exports TOKEN in its first step. */
export const TOKEN_PLACEHOLDER = '$TOKEN';
function apiBase(apiHost: string): string {
  let url: URL;
  try {
    url = new URL(apiHost);
  } catch {
    throw new Error(`Adres API „${apiHost}” nie jest poprawnym adresem URL.`);
  }
  if (url.protocol !== 'https:') throw new Error(`Adres API „${apiHost}” musi zaczynać się od https://.`);
  return `${apiHost.replace(/\/+$/, '')}/services`;
}

/** A single-quoted shell word: a quote inside ends the word, adds an escaped quote, reopens it. */
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * The request as the POST /instances body (JSON), a curl call to the regional API host and a
 * Terraform configuration for the chosen provider line (src/terraform.ts). Throws a Polish error
 * naming every problem when the request is invalid: a wrong request is never written out.
 */
export function instanceRequestSnippets(req: InstanceRequest, settings: SnippetSettings): InstanceSnippets {
  const problems = validateInstanceRequest(req);
  if (problems.length > 0) {
    throw new Error(`Żądanie ma błędy: ${problems.map((problem) => problem.message).join(' ')}`);
  }
  const base = apiBase(settings.apiHost);
  const json = JSON.stringify(instanceRequestBody(req), null, 2);
  const curl = [
    `curl -sS -X POST "${base}/instances" \\`,
    `  -H "Authorization: Bearer ${TOKEN_PLACEHOLDER}" \\`,
    '  -H "Content-Type: application/json" \\',
    '  -H "Accept: application/json" \\',
    `  --data ${shellQuote(JSON.stringify(instanceRequestBody(req)))}`,
    '',
  ].join('\n');
  // Without the site settings the output says what to put there instead of guessing a brand.
  const terraform = terraformConfig(req, settings.terraformLine ?? '1.x', {
    provider: settings.terraformProvider ?? 'nazwa_dostawcy',
    source: settings.terraformSource ?? 'adres/zrodlowy/dostawcy',
    apiBase: base,
  });
  return {json: `${json}\n`, curl, terraform};
}

/**
 * What the builder says under each field: the rule and where to read an id. Polish, like the
 * problems, and kept with the rules: these texts travel only in the builder's own chunk, whereas
 * the strings of i18n/pl/code.json are part of every page's main bundle (issue 10 budget).
 */
export const INSTANCE_HINTS = {
  InstanceName: `Litery, cyfry i spacje, najwyżej ${INSTANCE_NAME_MAX} znaków.`,
  DiskSize: `Liczba całkowita od ${DISK_SIZE_GB.min} do ${DISK_SIZE_GB.max}.`,
  InstancesCount: `Od ${INSTANCES_COUNT.min} do ${INSTANCES_COUNT.max} jednakowych maszyn.`,
  TemplateId: 'Identyfikator szablonu zwraca GET /templates; szablony własne mają go w kolumnie ID w OCI › Szablony.',
  SshKeysIds: 'Opcjonalne. Oddziel przecinkami; identyfikatory kluczy dodanych w panelu zwraca GET /account/sshkeys.',
  SshKeysIdsRequired: `Wymagane przy kluczach SSH (${SSH_KEYS_AUTHORIZATION_METHOD}). Oddziel przecinkami; identyfikatory kluczy dodanych w panelu zwraca GET /account/sshkeys.`,
  IPAddressId: 'Identyfikatory adresów IP konta zwraca GET /floating_ips.',
  InitScript: 'Wpisz zwykły tekst skryptu: zostanie zakodowany w base64, bo tylko tak przyjmuje go API.',
  token: `Polecenie curl bierze token ze zmiennej TOKEN (${TOKEN_PLACEHOLDER}): pobierzesz go tak, jak opisuje krok 1 przykładów API.`,
} as const;

/** The hint of a dictionary field: the call that returns all its ids. */
export function idSourceHint(call: string): string {
  return `Wszystkie identyfikatory zwraca ${call}.`;
}

/** Said when pasted init script text already is base64 that decodes to `decoded`. */
export function alreadyBase64Notice(decoded: string): string {
  const preview = decoded.length > 40 ? `${decoded.slice(0, 40)}…` : decoded;
  return `Ten tekst już wygląda na base64 (po zdekodowaniu: „${preview}”). Jeśli tak jest, zaznacz pole poniżej, żeby nie kodować go drugi raz.`;
}

/** Said instead of the request while fields are wrong. */
export function waitingForFields(fields: readonly string[]): string {
  return `Żądanie pojawi się, gdy wszystkie pola będą poprawne. Do uzupełnienia lub poprawy: ${fields.join(', ')}.`;
}

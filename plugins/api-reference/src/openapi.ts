/**
 * The OpenAPI 3.1 document of the public API's services area, built from the surface (the
 * platform's official client description, data/api-surface.json) and our Polish texts (data/).
 * Pure: no React, no Docusaurus; the plugin, the tests and a later reference renderer call it.
 */
import {
  EMPTY_RESPONSE,
  PLUGIN_NAME,
  type ApiSurface,
  type ApiTexts,
  type DictionaryCatalogue,
  type DictionaryRef,
  type FieldLimits,
  type FieldText,
  type OpenApiSettings,
  type SurfaceOperation,
  type SurfaceParameter,
} from './types';

/** A JSON Schema (OpenAPI 3.1 dialect) as the document holds it. */
export type JsonSchema = {[key: string]: unknown};

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  deprecated?: boolean;
  parameters?: OpenApiParameter[];
  requestBody?: {description: string; required: boolean; content: Record<string, {schema: JsonSchema}>};
  responses: Record<string, unknown>;
  security: Array<Record<string, string[]>>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: {title: string; version: string; description: string};
  servers: Array<{url: string; description: string; 'x-region': string}>;
  tags: Array<{name: string; description: string; 'x-tag-en': string}>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
}

export interface BuildInput {
  surface: ApiSurface;
  texts: ApiTexts;
  settings: OpenApiSettings;
  catalogue: DictionaryCatalogue;
  /** Site base URL (`/pl/docs/`): links to the docs are absolute, so they work in Postman too. */
  baseUrl: string;
  /** Route of the error catalogue below the base URL. */
  errorsRoute: string;
  /** Value ranges of model fields (`Model.Field`), as the spec fixes them. */
  limits?: FieldLimits;
}

/** Answer formats the API serves, chosen by the Accept header (services spec §1). */
const ANSWER_TYPES = ['application/json', 'application/xml'];
/** Parameters that the list calls share; their texts live once in `sharedParameters`. */
const ORDER_BY = 'orderBy';
/** The surface's note listing orderBy values: "Acceptable order values are: Name, Id." */
const ORDER_NOTE = /^Acceptable order values are:\s*(.+?)\.?\s*$/;
/** Summary prefix of calls the official client marks as deprecated. */
const DEPRECATED = '[Deprecated]';
/** Polish letters: a text without any of them was not written in Polish. */
export const POLISH_LETTERS = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;

const SCALARS: Readonly<Record<string, JsonSchema>> = {
  int32: {type: 'integer', format: 'int32'},
  int64: {type: 'integer', format: 'int64'},
  double: {type: 'number', format: 'double'},
  bool: {type: 'boolean'},
  string: {type: 'string'},
  'date-time': {type: 'string', format: 'date-time'},
};

/** orderBy values the surface's notes list for an operation (empty when it lists none). */
export function orderByValues(operation: SurfaceOperation): string[] {
  const match = ORDER_NOTE.exec(operation.notes.trim());
  return match
    ? match[1]
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean)
    : [];
}

/** JSON Schema of a surface type; models become `$ref`s into components/schemas. */
export function schemaForType(type: string, models: ReadonlySet<string>): JsonSchema {
  const array = /^array of (.+)$/.exec(type);
  if (array) return {type: 'array', items: schemaForType(array[1], models)};
  const scalar = SCALARS[type];
  if (scalar) return {...scalar};
  if (models.has(type)) return {$ref: `#/components/schemas/${encodeURIComponent(type)}`};
  throw new Error(`[${PLUGIN_NAME}] unknown type "${type}" in the API surface`);
}

/** The Polish text of a model field, or undefined when none is written. */
export function fieldText(fields: ApiTexts['fields'], model: string, field: string): string | undefined {
  const text: FieldText | undefined = fields[field];
  if (text === undefined) return undefined;
  if (typeof text === 'string') return text;
  return text[model] ?? text['*'];
}

/** The Polish text of an operation's parameter: its own, else the shared one. */
export function parameterText(texts: ApiTexts, operationId: string, name: string): string | undefined {
  return texts.operations[operationId]?.params?.[name] ?? texts.sharedParameters[name];
}

function blank(text: string | undefined): boolean {
  return text === undefined || text.trim() === '';
}

/** The one shape a dictionary link may have; the links are JSON, which the compiler does not check. */
function isDictionaryRef(value: unknown): value is DictionaryRef {
  if (typeof value !== 'object' || value === null || Object.keys(value).length !== 1) return false;
  const ref = value as Record<string, unknown>;
  if ('dictionary' in ref) return typeof ref.dictionary === 'number' && Number.isInteger(ref.dictionary) && ref.dictionary > 0;
  return typeof ref.valueSet === 'string' && ref.valueSet.trim() !== '';
}

/**
 * Every missing or stale Polish text, one line each, naming the operation, parameter, model or
 * field: the build fails on any of them, so the document never ships an undescribed item and
 * the texts never describe an item the surface no longer has.
 */
export function findTextProblems(surface: ApiSurface, texts: ApiTexts, catalogue: DictionaryCatalogue): string[] {
  const problems: string[] = [];
  const operationIds = new Set(surface.operations.map((operation) => operation.id));
  for (const operation of surface.operations) {
    const where = `operation ${operation.id} (${operation.method} ${operation.path})`;
    const text = texts.operations[operation.id];
    if (!texts.tags[operation.tag] || blank(texts.tags[operation.tag].name) || blank(texts.tags[operation.tag].description)) {
      problems.push(`tag "${operation.tag}" of ${where} has no Polish name and description`);
    }
    if (!text || blank(text.summary)) {
      problems.push(`${where} has no Polish summary`);
      continue;
    }
    const names = new Set(operation.params.map((param) => param.name));
    for (const param of operation.params) {
      if (blank(parameterText(texts, operation.id, param.name))) {
        problems.push(`parameter "${param.name}" (${param.in}) of ${where} has no Polish description`);
      }
    }
    for (const name of Object.keys(text.params ?? {})) {
      if (!names.has(name)) problems.push(`${where}: text for parameter "${name}", which the call does not have`);
    }
    const expected = orderByValues(operation);
    const written = text.orderBy ?? [];
    if (names.has(ORDER_BY) && expected.join(',') !== written.join(',')) {
      problems.push(`${where}: orderBy values are [${written.join(', ')}], the surface lists [${expected.join(', ')}]`);
    }
    if (!names.has(ORDER_BY) && written.length > 0) problems.push(`${where}: orderBy values for a call without orderBy`);
    if (text.body !== undefined && !operation.body) problems.push(`${where}: body text for a call without a body`);
  }
  for (const id of Object.keys(texts.operations)) {
    if (!operationIds.has(id)) problems.push(`text for operation ${id}, which the surface does not have`);
  }
  const fieldModels = new Map<string, Set<string>>();
  for (const [model, {properties}] of Object.entries(surface.models)) {
    if (blank(texts.models[model])) problems.push(`model ${model} has no Polish description`);
    for (const field of properties) {
      if (!fieldModels.has(field.name)) fieldModels.set(field.name, new Set());
      fieldModels.get(field.name)?.add(model);
      if (blank(fieldText(texts.fields, model, field.name))) {
        problems.push(`field ${model}.${field.name} (${field.type}) has no Polish description`);
      }
    }
  }
  for (const [field, text] of Object.entries(texts.fields)) {
    const models = fieldModels.get(field);
    if (!models) {
      problems.push(`text for field "${field}", which no model has`);
    } else if (typeof text !== 'string') {
      for (const model of Object.keys(text)) {
        if (model !== '*' && !models.has(model)) problems.push(`text for field ${model}.${field}, which that model does not have`);
      }
    }
  }
  for (const model of Object.keys(texts.models)) {
    if (!surface.models[model]) problems.push(`text for model ${model}, which the surface does not have`);
  }
  for (const [key, ref] of Object.entries(texts.dictionaries)) {
    const [owner, name] = key.split('.');
    const operation = surface.operations.find((candidate) => candidate.id === owner);
    const known = operation
      ? operation.params.some((param) => param.name === name)
      : Boolean(surface.models[owner]?.properties.some((field) => field.name === name));
    if (!known) problems.push(`dictionary for "${key}", which is neither a model field nor a parameter of the surface`);
    if (!isDictionaryRef(ref)) {
      problems.push(`dictionary for "${key}" must be {"dictionary": <id>} or {"valueSet": "<field>"} (got ${JSON.stringify(ref)})`);
      continue;
    }
    if ('valueSet' in ref && !catalogue.valueSets.has(ref.valueSet)) {
      problems.push(`dictionary for "${key}" names value set "${ref.valueSet}", which the dictionaries page does not have`);
    }
  }
  return problems;
}

/** Throws one error listing every problem, so a writer fixes them all in one go. */
export function assertTexts(surface: ApiSurface, texts: ApiTexts, catalogue: DictionaryCatalogue, dataFolder: string): void {
  const problems = findTextProblems(surface, texts, catalogue);
  if (problems.length > 0) {
    throw new Error(
      `[${PLUGIN_NAME}] the Polish texts in ${dataFolder} do not match the API surface (${problems.length} problems):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
  }
}

function joinUrl(origin: string, baseUrl: string, route: string): string {
  return `${origin.replace(/\/+$/, '')}/${`${baseUrl}/${route}`.split('/').filter(Boolean).join('/')}/`;
}

/** Where a dictionary reference points: its anchor on the dictionaries page, when it has one. */
export interface DictionaryTarget {
  kind: 'dictionary' | 'valueSet';
  key: string;
  anchor: string | null;
  url: string | null;
}

export function dictionaryTarget(ref: DictionaryRef, catalogue: DictionaryCatalogue, pageUrl: string): DictionaryTarget {
  const entry = 'dictionary' in ref ? catalogue.dictionaries.get(ref.dictionary) : catalogue.valueSets.get(ref.valueSet);
  return {
    kind: 'dictionary' in ref ? 'dictionary' : 'valueSet',
    key: 'dictionary' in ref ? String(ref.dictionary) : ref.valueSet,
    anchor: entry?.anchor ?? null,
    url: entry ? `${pageUrl}#${entry.anchor}` : null,
  };
}

/** The sentence a description gets for its dictionary: named, linked where the page has an entry. */
export function dictionarySentence(ref: DictionaryRef, catalogue: DictionaryCatalogue, pageUrl: string): string {
  const target = dictionaryTarget(ref, catalogue, pageUrl);
  if ('valueSet' in ref) {
    const entry = catalogue.valueSets.get(ref.valueSet);
    return `Dozwolone wartości: [${entry?.name ?? ref.valueSet}](${target.url ?? pageUrl}).`;
  }
  const entry = catalogue.dictionaries.get(ref.dictionary);
  return entry
    ? `Wartości ze słownika API nr ${ref.dictionary} „${entry.name}”: [opis słownika](${target.url}).`
    : `Wartości ze słownika API nr ${ref.dictionary}; jego elementy zwraca wywołanie GET /dictionaries/${ref.dictionary}.`;
}

function withDictionary(
  description: string,
  key: string,
  texts: ApiTexts,
  catalogue: DictionaryCatalogue,
  pageUrl: string,
): {description: string; extension?: Record<string, unknown>} {
  const ref = texts.dictionaries[key];
  if (!ref) return {description};
  const target = dictionaryTarget(ref, catalogue, pageUrl);
  return {
    description: `${description.trim()} ${dictionarySentence(ref, catalogue, pageUrl)}`,
    extension: {'x-dictionary': target},
  };
}

function parameterOf(
  operation: SurfaceOperation,
  param: SurfaceParameter,
  input: BuildInput,
  models: ReadonlySet<string>,
  pageUrl: string,
): OpenApiParameter {
  const {texts, catalogue} = input;
  let text = parameterText(texts, operation.id, param.name) ?? '';
  const values = texts.operations[operation.id]?.orderBy ?? [];
  if (param.name === ORDER_BY && values.length > 0) {
    text = `${text.trim()} Dozwolone wartości: ${values.map((value) => `\`${value}\``).join(', ')}.`;
  }
  const {description, extension} = withDictionary(text, `${operation.id}.${param.name}`, texts, catalogue, pageUrl);
  return {
    name: param.name,
    in: param.in as 'path' | 'query',
    required: param.required,
    description,
    schema: {...schemaForType(param.type, models), ...(extension ?? {})},
  };
}

function responsesOf(operation: SurfaceOperation, models: ReadonlySet<string>): Record<string, unknown> {
  const common = {
    '401': {$ref: '#/components/responses/Unauthorized'},
    '403': {$ref: '#/components/responses/Forbidden'},
    '429': {$ref: '#/components/responses/TooManyRequests'},
    default: {$ref: '#/components/responses/Error'},
  };
  if (operation.returns === EMPTY_RESPONSE) {
    // The catalogue's 204: a delete that returns no content (services spec §8).
    return {'204': {description: 'Operacja przyjęta; odpowiedź nie ma treści.'}, ...common};
  }
  const schema = schemaForType(operation.returns, models);
  const ticket = operation.returns === 'Ticket';
  return {
    '200': {
      description: ticket
        ? 'Zlecenie (ticket) operacji asynchronicznej; jej stan sprawdzasz wywołaniem GET /tickets/{id}.'
        : 'Odpowiedź w formacie wybranym nagłówkiem Accept.',
      content: Object.fromEntries(ANSWER_TYPES.map((type) => [type, {schema}])),
    },
    ...common,
  };
}

function tagName(input: BuildInput, tag: string): string {
  return input.texts.tags[tag].name;
}

/** Builds the document; call assertTexts first (the plugin does) for a readable error. */
export function buildOpenApiDocument(input: BuildInput): OpenApiDocument {
  const {surface, texts, settings, catalogue, baseUrl} = input;
  assertTexts(surface, texts, catalogue, `plugins/${PLUGIN_NAME}/data`);
  const models = new Set(Object.keys(surface.models));
  const pageUrl = joinUrl(settings.docsSiteUrl, baseUrl, catalogue.route);
  const errorsUrl = joinUrl(settings.docsSiteUrl, baseUrl, input.errorsRoute);
  const tokenUrl = `${settings.identityUrl.replace(/\/+$/, '')}/connect/token`;

  const tagOrder: string[] = [];
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of surface.operations) {
    if (!tagOrder.includes(operation.tag)) tagOrder.push(operation.tag);
    const text = texts.operations[operation.id];
    const deprecated = operation.summary.startsWith(DEPRECATED);
    const parameters = operation.params.map((param) => parameterOf(operation, param, input, models, pageUrl));
    const entry: OpenApiOperation = {
      operationId: operation.id,
      summary: text.summary.trim(),
      ...(text.description ? {description: text.description.trim()} : {}),
      tags: [tagName(input, operation.tag)],
      ...(deprecated ? {deprecated: true} : {}),
      ...(parameters.length > 0 ? {parameters} : {}),
      ...(operation.body
        ? {
            requestBody: {
              description: text.body ?? `Treść żądania: obiekt ${operation.body.type}; jego pola opisuje schemat.`,
              required: operation.body.required,
              content: Object.fromEntries(
                operation.contentTypes.map((type) => [type, {schema: schemaForType(operation.body?.type ?? '', models)}]),
              ),
            },
          }
        : {}),
      responses: responsesOf(operation, models),
      // A read-only token may call GET only; any other method needs the full scope (spec §5, §6).
      security:
        operation.method === 'GET'
          ? [{oauth2: [settings.apiScope]}, {oauth2: [settings.apiScopeReadonly]}, {bearer: []}]
          : [{oauth2: [settings.apiScope]}, {bearer: []}],
    };
    paths[operation.path] ??= {};
    paths[operation.path][operation.method.toLowerCase()] = entry;
  }

  const limits = input.limits ?? {};
  for (const key of Object.keys(limits)) {
    const [model, field] = key.split('.');
    if (!surface.models[model]?.properties.some((property) => property.name === field)) {
      throw new Error(`[${PLUGIN_NAME}] a value range for "${key}", which is not a field of the API surface (data/fieldLimits.ts)`);
    }
  }
  const schemas: Record<string, JsonSchema> = {};
  for (const [name, model] of Object.entries(surface.models)) {
    const required = model.properties.filter((field) => field.required).map((field) => field.name);
    const properties: Record<string, JsonSchema> = {};
    for (const field of model.properties) {
      const {description, extension} = withDictionary(
        fieldText(texts.fields, name, field.name) ?? '',
        `${name}.${field.name}`,
        texts,
        catalogue,
        pageUrl,
      );
      properties[field.name] = {
        ...schemaForType(field.type, models),
        ...limits[`${name}.${field.name}`],
        description,
        ...(extension ?? {}),
      };
    }
    schemas[name] = {
      type: 'object',
      ...(texts.models[name] ? {description: texts.models[name]} : {}),
      ...(required.length > 0 ? {required} : {}),
      properties,
    };
  }

  const errorText = (text: string) => ({
    description: `${text} Znaczenie kodów i komunikatów opisuje [katalog błędów](${errorsUrl}).`,
  });
  return {
    openapi: '3.1.0',
    info: {
      title: `API usług ${settings.platformName}`,
      version: 'v1',
      description:
        `Publiczne REST API obszaru usług (services) platformy ${settings.platformName}: maszyny wirtualne, dyski, ` +
        'adresy IP, sieci prywatne, grupy, monitoring i słowniki. Każdy region ma własny punkt końcowy; token ' +
        'uzyskany w jednym regionie działa także w drugim. Limit to 400 zapytań na minutę na użytkownika. ' +
        `Opis zasad wspólnych dla wszystkich wywołań: [przegląd API](${joinUrl(settings.docsSiteUrl, baseUrl, '/services/api/')}).`,
    },
    servers: [
      {url: `${settings.apiHostWaw}/services`, description: 'Region PL-1-WAW (Warszawa)', 'x-region': 'pl-1-waw'},
      {url: `${settings.apiHostKrk}/services`, description: 'Region PL-2-KRK (Kraków)', 'x-region': 'pl-2-krk'},
    ],
    tags: tagOrder.map((tag) => ({name: tagName(input, tag), description: texts.tags[tag].description, 'x-tag-en': tag})),
    paths,
    components: {
      schemas,
      responses: {
        Unauthorized: errorText('Brak tokenu albo token nieprawidłowy lub wygasły (401).'),
        Forbidden: errorText(
          'Brak uprawnień (403): zasób jest niedostępny dla użytkownika albo wywołanie modyfikujące wysłano z tokenem o zakresie tylko do odczytu.',
        ),
        TooManyRequests: errorText(
          'Wyczerpany limit zapytań (429); nagłówek X-Rate-Limit-Reset podaje w milisekundach czas do jego odnowienia.',
        ),
        Error: errorText('Każdy kod spoza zakresu 2xx oznacza, że żądanie nie zostało przetworzone.'),
      },
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          description:
            'Token okaziciela z serwera tożsamości. Aplikacja uwierzytelnia się identyfikatorem i sekretem klienta API ' +
            '(Basic) i prosi o token w imieniu użytkownika (grant_type=password, z jego loginem i hasłem); token odnawia ' +
            'jednorazowy refresh_token.',
          flows: {
            password: {
              tokenUrl,
              refreshUrl: tokenUrl,
              scopes: {
                [settings.apiScope]: 'Pełny dostęp: odczyt i zmiany wszystkich zasobów użytkownika.',
                [settings.apiScopeReadonly]: 'Tylko odczyt: wyłącznie wywołania GET; wywołanie modyfikujące kończy się kodem 403.',
              },
            },
          },
        },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: `Token uzyskany wcześniej z ${tokenUrl}, wysyłany w nagłówku Authorization: Bearer <token>.`,
        },
      },
    },
  };
}

import {cardTable} from './cardTable';
import type {JsonSchema, OpenApiDocument, OpenApiOperation, OpenApiParameter} from './openapi';
import type {SampleRequest} from './samples';

/**
 * The reference pages under /services/api/referencja/, written as MDX from the OpenAPI document:
 * one page per product area (tag) with an anchor per operation, and an overview. They are
 * committed under docs/ (so search, the sidebar, the Markdown twins and the content checks see
 * real headings) and a unit test fails when they differ from what this module writes from the
 * data: `npm run generate` rewrites them.
 *
 * A page per area, not per operation: 190 pages would add 190 entries to the sidebar data that
 * every docs page loads (first-load budget), and a developer scans an area's calls together.
 */

export const REFERENCE_ROUTE = '/services/api/referencja/';
const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface ReferenceOperation {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

export interface ReferencePage {
  /** File name below docs/services/api/referencja/ ('maszyny-wirtualne-oci.mdx'). */
  file: string;
  title: string;
  mdx: string;
}

const ASCII: Readonly<Record<string, string>> = {ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z'};

/** URL slug of a Polish name: 'Maszyny wirtualne (OCI)' → 'maszyny-wirtualne-oci'. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[ąćęłńóśźż]/g, (letter) => ASCII[letter])
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Anchor of an operation: 'InstancesPostCloneTicket' → 'instances-post-clone-ticket'. */
export function operationAnchor(operationId: string): string {
  return operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

export function modelAnchor(model: string): string {
  return `model-${slugify(model)}`;
}

/** Text for MDX prose: braces and angle brackets would start JSX expressions and tags. */
export function mdxText(text: string): string {
  return text.replace(/[{}<>]/g, (char) => `\\${char}`);
}

/**
 * A table the search index leaves out (plugins/search-pl reads data-search-skip): the reference's
 * field tables would double the index that loads on a reader's first search.
 */
function unindexed(table: string): string {
  return `<div data-search-skip="">\n\n${table}\n\n</div>`;
}

/** Text for a Markdown table cell: one line, no column breaks. */
function cell(text: string): string {
  return mdxText(text.replace(/\s*\n\s*/g, ' ')).replace(/\|/g, '\\|');
}

/** Links to the docs in the document are absolute (they work in Postman too); pages link by path. */
export function relativeDocLinks(text: string, docsOrigin: string, baseUrl: string): string {
  return text.split(`${docsOrigin}${baseUrl}`).join('/');
}

function refName(schema: JsonSchema | undefined): string | null {
  const ref = schema?.$ref;
  return typeof ref === 'string' ? decodeURIComponent(ref.replace('#/components/schemas/', '')) : null;
}

/** A schema's type as a reader sees it: `int32`, `string (date-time)`, `tablica Ticket`. */
export function typeLabel(schema: JsonSchema): {text: string; model: string | null} {
  const model = refName(schema);
  if (model) return {text: model, model};
  if (schema.type === 'array') {
    const inner = typeLabel((schema.items as JsonSchema) ?? {});
    return {text: `tablica ${inner.text}`, model: inner.model};
  }
  const format = typeof schema.format === 'string' ? schema.format : null;
  if (schema.type === 'integer') return {text: format ?? 'integer', model: null};
  if (schema.type === 'number') return {text: format ?? 'number', model: null};
  if (schema.type === 'string' && format) return {text: `string (${format})`, model: null};
  return {text: String(schema.type ?? 'object'), model: null};
}

function typeCell(schema: JsonSchema): string {
  const {text, model} = typeLabel(schema);
  return model ? `[\`${text}\`](#${modelAnchor(model)})` : `\`${text}\``;
}

/** Every operation of the document, in document order. */
export function operationsOf(document: OpenApiDocument): ReferenceOperation[] {
  const list: ReferenceOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (operation) list.push({method: method.toUpperCase(), path, operation});
    }
  }
  return list;
}

function schemaOf(document: OpenApiDocument, model: string): JsonSchema {
  const schema = document.components.schemas[model];
  if (!schema) throw new Error(`[api-reference] model ${model} is referenced but missing from components.schemas`);
  return schema;
}

/** Models an operation names in its body and answer, with every model they contain. */
function modelsReachedFrom(document: OpenApiDocument, roots: Iterable<string>): string[] {
  const seen = new Set<string>();
  const visit = (model: string) => {
    if (seen.has(model)) return;
    seen.add(model);
    const properties = (schemaOf(document, model).properties ?? {}) as Record<string, JsonSchema>;
    for (const property of Object.values(properties)) {
      const nested = typeLabel(property).model;
      if (nested) visit(nested);
    }
  };
  for (const root of roots) visit(root);
  return [...seen];
}

function bodyModel(operation: OpenApiOperation): string | null {
  const content = operation.requestBody?.content;
  return content ? refName(Object.values(content)[0]?.schema) : null;
}

function answerModel(operation: OpenApiOperation): string | null {
  const ok = (operation.responses['200'] ?? operation.responses['201']) as {content?: Record<string, {schema: JsonSchema}>} | undefined;
  const schema = ok?.content ? Object.values(ok.content)[0]?.schema : undefined;
  return schema ? typeLabel(schema).model : null;
}

function fieldsTable(document: OpenApiDocument, model: string, links: (text: string) => string): string {
  const schema = schemaOf(document, model);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
  if (properties.length === 0) return 'Model nie ma pól.';
  const rows = properties.map(
    ([name, property]) =>
      `| \`${name}\` | ${typeCell(property)} | ${required.has(name) ? 'tak' : 'nie'} | ${cell(links(String(property.description ?? '')))} |`,
  );
  return unindexed(['| Pole | Typ | Wymagane | Opis |', '| --- | --- | --- | --- |', ...rows].join('\n'));
}

function parametersTable(parameters: readonly OpenApiParameter[], links: (text: string) => string): string {
  const place = {path: 'ścieżka', query: 'zapytanie'} as const;
  // Five columns do not fit a phone: there each parameter is a card (name, where, type, required, description).
  return cardTable(
    ['Parametr', 'Miejsce', 'Typ', 'Wymagany', 'Opis'],
    parameters.map((parameter) => [
      `\`${parameter.name}\``,
      place[parameter.in],
      typeCell(parameter.schema),
      parameter.required ? 'tak' : 'nie',
      cell(links(parameter.description)),
    ]),
  );
}

/** A body skeleton for the samples: every field with the zero value of its type, to fill in. */
export function bodySkeleton(document: OpenApiDocument, model: string): Record<string, unknown> {
  const zero = (schema: JsonSchema): unknown => {
    if (refName(schema)) return {};
    if (schema.type === 'array') return [];
    if (schema.type === 'integer' || schema.type === 'number') return 0;
    if (schema.type === 'boolean') return false;
    return '';
  };
  const properties = (schemaOf(document, model).properties ?? {}) as Record<string, JsonSchema>;
  return Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, zero(property)]));
}

/**
 * The request description of an operation's samples: method, path, the body skeleton and the
 * required query parameters. The curl on the page, the code samples (src/snippets.ts) and the
 * Markdown twins are all written from it.
 */
export function sampleRequestOf(document: OpenApiDocument, {method, path, operation}: ReferenceOperation): SampleRequest {
  const body = bodyModel(operation);
  const query = (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map((parameter) => parameter.name);
  return {
    method,
    path,
    ...(body ? {body: JSON.stringify(bodySkeleton(document, body), null, 2)} : {}),
    ...(query.length > 0 ? {query} : {}),
  };
}

/** The JSX attribute value for a string prop: a JS string literal inside braces. */
function jsxString(value: string): string {
  return `{${JSON.stringify(value)}}`;
}

interface PageContext {
  document: OpenApiDocument;
  links: (text: string) => string;
  ticketAnchor: string | null;
  ticketPage: string | null;
}

function operationSection({method, path, operation}: ReferenceOperation, context: PageContext): string {
  const {document, links} = context;
  // The operation's English name too: client generators and the OpenAPI document use it.
  const parts: string[] = [
    `## ${mdxText(operation.summary)} {/* #${operationAnchor(operation.operationId)} */}`,
    '',
    `\`${method} ${path}\` · operacja \`${operation.operationId}\``,
  ];
  if (operation.deprecated) {
    parts.push(
      '',
      ':::warning[Wywołanie przestarzałe]',
      '',
      'Platforma oznacza to wywołanie jako przestarzałe: w nowym kodzie użyj zamiennika opisanego poniżej.',
      '',
      ':::',
    );
  }
  if (operation.description) parts.push('', mdxText(links(operation.description)));
  const parameters = operation.parameters ?? [];
  parts.push('', '**Parametry**', '', parameters.length > 0 ? parametersTable(parameters, links) : 'Wywołanie nie ma parametrów.');
  const body = bodyModel(operation);
  if (body) {
    parts.push('', `**Treść żądania**: model [\`${body}\`](#${modelAnchor(body)}), w formacie JSON (także XML lub formularz).`);
    if (operation.requestBody?.description) parts.push(' ' + mdxText(links(operation.requestBody.description)));
    parts.push('', fieldsTable(document, body, links));
  }
  const answer = answerModel(operation);
  if (answer) {
    parts.push('', `**Odpowiedź 200**: model [\`${answer}\`](#${modelAnchor(answer)}).`);
    if (answer === 'Ticket' && context.ticketPage && context.ticketAnchor) {
      parts.push(
        `Operacja działa asynchronicznie: zapisz identyfikator ticketu i sprawdzaj jego stan wywołaniem [\`GET /tickets/{id}\`](${context.ticketPage}#${context.ticketAnchor}), aż się zakończy.`,
      );
    }
  } else {
    parts.push('', '**Odpowiedź**: pusta (kod 204), gdy operacja się powiedzie.');
  }
  parts.push(
    '',
    'Błędy: brak lub nieważny token (401), brak uprawnień zakresu (403), zbyt wiele żądań (429) i błędy walidacji (400) opisuje [katalog błędów](/services/api/kody-bledow/).',
  );
  const {body: skeleton = '', query = []} = sampleRequestOf(document, {method, path, operation});
  // "Wypróbuj": the API console (plugins/api-console) loads its code only when opened.
  parts.push('', `<ApiTryIt method="${method}" path="${path}" />`);
  parts.push(
    '',
    `<ApiSamples method="${method}" path="${path}"${skeleton ? ` body=${jsxString(skeleton)}` : ''}${query.length ? ` query=${jsxString(query.join(','))}` : ''} />`,
  );
  return parts.join('\n');
}

function modelsSection(document: OpenApiDocument, models: readonly string[], links: (text: string) => string): string {
  const parts = ['## Modele danych {/* #modele-danych */}', '', 'Pola modeli, które przyjmują i zwracają wywołania z tej strony.'];
  for (const model of [...models].sort()) {
    const schema = schemaOf(document, model);
    parts.push('', `### \`${model}\` {/* #${modelAnchor(model)} */}`, '');
    if (schema.description) parts.push(mdxText(links(String(schema.description))), '');
    parts.push(fieldsTable(document, model, links));
  }
  return parts.join('\n');
}

export interface ReferenceInput {
  document: OpenApiDocument;
  /** Origin of the docs site in the document's links ('https://docs.example.com'). */
  docsOrigin: string;
  baseUrl: string;
}

/** Every reference page: the overview first, then one page per area in the document's tag order. */
export function referencePages({document, docsOrigin, baseUrl}: ReferenceInput): ReferencePage[] {
  const links = (text: string) => relativeDocLinks(text, docsOrigin, baseUrl);
  const operations = operationsOf(document);
  const ticketOperation = operations.find(({method, path}) => method === 'GET' && path === '/tickets/{id}');
  const fileOfTag = new Map(document.tags.map((tag) => [tag.name, `${slugify(tag.name)}.mdx`]));
  const routeOfTag = (tag: string) => `${REFERENCE_ROUTE}${slugify(tag)}/`;
  const ticketTag = ticketOperation?.operation.tags[0];
  const context: PageContext = {
    document,
    links,
    ticketAnchor: ticketOperation ? operationAnchor(ticketOperation.operation.operationId) : null,
    ticketPage: ticketTag ? routeOfTag(ticketTag) : null,
  };
  const pages: ReferencePage[] = [];
  const overviewRows: string[] = [];
  document.tags.forEach((tag, index) => {
    const inTag = operations.filter(({operation}) => operation.tags[0] === tag.name);
    if (inTag.length === 0) return;
    const title = `${tag.name}: wywołania API`;
    const models = modelsReachedFrom(
      document,
      inTag.flatMap(({operation}) => [bodyModel(operation), answerModel(operation)].filter((model): model is string => model !== null)),
    );
    overviewRows.push(`| [${mdxText(tag.name)}](${routeOfTag(tag.name)}) | ${cell(tag.description)} | ${inTag.length} |`);
    const mdx = [
      '---',
      `title: ${JSON.stringify(title)}`,
      `sidebar_label: ${JSON.stringify(tag.name)}`,
      `sidebar_position: ${index + 1}`,
      `description: ${JSON.stringify(`${tag.description} Każde wywołanie z parametrami, polami treści i odpowiedzi oraz przykładami curl, Python, JavaScript i Go.`)}`,
      // The table of contents lists the calls; the models below them would double its length.
      'toc_max_heading_level: 2',
      '---',
      '',
      "import ApiSamples from '@theme/ApiSamples';",
      "import ApiTryIt from '@theme/ApiTryIt';",
      "import ReaderValues from '@theme/ReaderValues';",
      '',
      '{/* Ranked after the guides for the same words: a reader asking "snapshot" wants the guide first. */}',
      '<head>',
      '  <meta name="search-weight" content="0.5" />',
      '</head>',
      '',
      '{/* Generated from the OpenAPI document by plugins/api-reference/src/referencePages.ts; do not edit by hand. */}',
      '',
      `${mdxText(links(tag.description))} Adresy są względne wobec adresu API regionu z przedrostkiem \`/services\`; przełącznik regionu w przykładach zapamiętuje wybór na kolejnych stronach. Token uzyskasz zgodnie z opisem [autoryzacji](/services/api/autoryzacja/), a wartości z identyfikatorów słownikowych opisuje strona [słowników API](/services/api/slowniki/).`,
      '',
      '<ReaderValues />',
      '',
      ...inTag.map((operation) => `${operationSection(operation, context)}\n`),
      modelsSection(document, models, links),
      '',
    ].join('\n');
    pages.push({file: fileOfTag.get(tag.name) as string, title, mdx});
  });
  const overview = [
    '---',
    'title: "Referencja API"',
    'sidebar_label: "Referencja API"',
    `description: ${JSON.stringify(`Wszystkie ${operations.length} wywołania usług API platformy według obszarów produktu: parametry, pola treści i odpowiedzi, tickety, błędy i przykłady.`)}`,
    '---',
    '',
    '{/* Generated from the OpenAPI document by plugins/api-reference/src/referencePages.ts; do not edit by hand. */}',
    '',
    `Referencja opisuje ${operations.length} wywołań usług API platformy i ${Object.keys(document.components.schemas).length} modeli danych, które przyjmują i zwracają. Każdy obszar ma swoją stronę, a każde wywołanie na niej swoją kotwicę: metodę i ścieżkę, parametry, pola treści żądania i odpowiedzi, ticket do śledzenia operacji asynchronicznych, błędy oraz przykłady curl, Python, JavaScript i Go dla wybranego regionu.`,
    '',
    'Ten sam opis w formacie OpenAPI 3.1 pobierzesz jako [openapi.json](pathname:///openapi.json) albo [openapi.yaml](pathname:///openapi.yaml), na przykład do Postmana, Insomnii lub generatora klienta.',
    '',
    '| Obszar | Co obejmuje | Wywołania |',
    '| --- | --- | --- |',
    ...overviewRows,
    '',
    'Wyszukiwarka znajduje wywołanie po ścieżce wklejonej z żądania (na przykład `/instances/123/clone_ticket`, z przedrostkiem `/services` lub bez), po polskim opisie i po angielskiej nazwie operacji.',
    '',
  ].join('\n');
  return [{file: 'index.mdx', title: 'Referencja API', mdx: overview}, ...pages];
}

import {cardTable} from './cardTable';
import type {DictionaryCatalogue} from './types';
import {
  FIELD_GROUPS,
  type FieldGroup,
  type FieldTexts,
  type TerraformExample,
  type TerraformField,
  type TerraformItem,
  type TerraformSchema,
  type TerraformSurface,
  type TerraformTexts,
} from './terraformTypes';

/**
 * The Terraform reference under /services/terraform/, written as MDX from the provider's surface
 * (1.x line) and our Polish texts: the provider block on one page, the resources on a second and
 * the data sources on a third, each item with its own anchor. Committed under docs/ like the API
 * reference (search, sidebar, Markdown twins and content checks see real headings); a unit test
 * fails when they differ from what this module writes: `npm run generate` rewrites them.
 *
 * Four pages rather than one per item: 31 more entries would go into the sidebar data that every
 * docs page loads, and a developer compares the resource and the data source of one object (they
 * share anchors: `zasoby/#instance`, `zrodla-danych/#instance`). The data sources that return a
 * list (`…_instances`, `items`) have their own page: with the single objects on one page, its
 * chunk took the page past the 190 KiB first-load budget.
 *
 * `<brand>` in the surface becomes the `%%terraformProviderName%%` token, which the site settings
 * fill in text, inline code and code blocks (plugins/remark-site-settings), so the pages follow
 * the deployment's provider name without being regenerated.
 */

export const TERRAFORM_ROUTE = '/services/terraform/';
export const PROVIDER_TOKEN = '%%terraformProviderName%%';
const BRAND = '<brand>';

export interface TerraformPage {
  /** File name below docs/services/terraform/. */
  file: string;
  route: string;
  title: string;
  mdx: string;
}

/** `instance` for `<brand>_instance`. */
export function shortName(item: Pick<TerraformItem, 'name'>): string {
  if (!item.name.startsWith(`${BRAND}_`)) throw new Error(`[api-reference] Terraform item ${item.name} does not start with ${BRAND}_`);
  return item.name.slice(BRAND.length + 1);
}

/** Key of an item's texts and example: `resource:instance`, `data source:disks`. */
export function itemKey(item: Pick<TerraformItem, 'kind' | 'name'>): string {
  return `${item.kind}:${shortName(item)}`;
}

/** The type name a configuration uses, with the provider name as a site settings token. */
export function typeName(item: Pick<TerraformItem, 'name'>): string {
  return item.name.replace(BRAND, PROVIDER_TOKEN);
}

/** Anchor of an item on its page: the short name (`instance`, `load-balancer`). */
export function itemAnchor(item: Pick<TerraformItem, 'name'>): string {
  return shortName(item).replace(/_/g, '-');
}

/** The pages that list items: resources, data sources of one object, data sources of a list. */
export type ItemGroup = 'resources' | 'objects' | 'lists';

/** A data source that returns a list (`items`, and an optional `filter`). */
export function itemGroup(item: Pick<TerraformItem, 'kind' | 'schema'>): ItemGroup {
  if (item.kind === 'resource') return 'resources';
  return item.schema.items ? 'lists' : 'objects';
}

const GROUP_FILES: Readonly<Record<ItemGroup, string>> = {
  resources: 'zasoby.mdx',
  objects: 'zrodla-danych.mdx',
  lists: 'zrodla-danych-listy.mdx',
};

export function itemPageFile(item: Pick<TerraformItem, 'kind' | 'schema'>): string {
  return GROUP_FILES[itemGroup(item)];
}

export function itemRoute(item: Pick<TerraformItem, 'kind' | 'name' | 'schema'>): string {
  return `${TERRAFORM_ROUTE}${itemPageFile(item).replace(/\.mdx$/, '')}/#${itemAnchor(item)}`;
}

/** Anchor of a nested block of an item: `instance-blok-timeouts`, `disks-blok-items-connections`. */
export function blockAnchor(item: Pick<TerraformItem, 'name'>, block: string): string {
  return `${itemAnchor(item)}-blok-${block.replace(/[._]/g, '-')}`;
}

export interface TypeInfo {
  /** Terraform's own spelling: `string`, `set(number)`, `list(object)`. */
  text: string;
  /** A block (`Block`, `Block Set`) whose fields have their own table. */
  block: 'single' | 'set' | null;
  /** A list or set of objects whose fields have their own table. */
  objects: boolean;
  deprecated: boolean;
  sensitive: boolean;
}

const SCALARS: Readonly<Record<string, string>> = {String: 'string', Number: 'number', Boolean: 'bool', Object: 'object'};
const COLLECTIONS: Readonly<Record<string, string>> = {List: 'list', Set: 'set', Map: 'map'};

/** The surface's type (`Set of Number, Deprecated`) as a reader of Terraform writes it. */
export function typeInfo(type: string): TypeInfo {
  const [base, ...flags] = type.split(',').map((part) => part.trim());
  const info = {deprecated: flags.includes('Deprecated'), sensitive: flags.includes('Sensitive')};
  const unknownFlag = flags.find((flag) => !['Deprecated', 'Sensitive', 'Optional'].includes(flag));
  if (unknownFlag) throw new Error(`[api-reference] unknown Terraform type flag "${unknownFlag}" in "${type}"`);
  if (base === 'Block') return {text: 'blok', block: 'single', objects: false, ...info};
  if (base === 'Block Set') return {text: 'bloki (zbiór)', block: 'set', objects: false, ...info};
  if (SCALARS[base]) return {text: SCALARS[base], block: null, objects: false, ...info};
  const collection = base.match(/^(List|Set|Map) of (\w+)$/);
  if (collection && COLLECTIONS[collection[1]] && SCALARS[collection[2]]) {
    return {text: `${COLLECTIONS[collection[1]]}(${SCALARS[collection[2]]})`, block: null, objects: collection[2] === 'Object', ...info};
  }
  throw new Error(`[api-reference] unknown Terraform type "${type}"`);
}

/**
 * The dictionary behind a field. A list data source's `items` are the objects of the data source
 * of the same name without the plural `s` (`disks` → `disk`), whose fields name their dictionary
 * where the list's do not; the list's field then links the same entry.
 */
export function fieldDictionary(surface: TerraformSurface, item: TerraformItem, block: string, field: TerraformField): number | undefined {
  if (field.dictionary !== undefined) return field.dictionary;
  if (item.kind !== 'data source' || (block !== 'items' && !block.startsWith('items.'))) return undefined;
  const single = surface.items.find((other) => other.kind === 'data source' && `${other.name}s` === item.name);
  if (!single) return undefined;
  const singleBlock = block === 'items' ? '' : block.slice('items.'.length);
  for (const group of FIELD_GROUPS) {
    const match = single.schema[singleBlock]?.[group]?.find((candidate) => candidate.name === field.name);
    if (match) return match.dictionary;
  }
  return undefined;
}

/** Every field of a schema with its block and group, in the surface's order. */
export function fieldsOf(schema: TerraformSchema): Array<{block: string; group: FieldGroup; field: TerraformField}> {
  return Object.entries(schema).flatMap(([block, groups]) =>
    FIELD_GROUPS.flatMap((group) => (groups[group] ?? []).map((field) => ({block, group, field}))),
  );
}

/**
 * What is wrong between the surface and the texts: a field without a Polish text, a text for a
 * field, block or item the surface lacks. Empty when they agree.
 */
export function textProblems(
  surface: TerraformSurface,
  texts: TerraformTexts,
  examples: Readonly<Record<string, TerraformExample>>,
): string[] {
  const problems: string[] = [];
  const compare = (where: string, schema: TerraformSchema, fieldTexts: Readonly<Record<string, FieldTexts>>) => {
    for (const {block, field} of fieldsOf(schema)) {
      const text = fieldTexts[block]?.[field.name];
      if (typeof text !== 'string' || text.trim() === '')
        problems.push(`${where} › ${block || '(główny blok)'} › ${field.name}: brak opisu`);
    }
    for (const [block, byField] of Object.entries(fieldTexts)) {
      const names = new Set(FIELD_GROUPS.flatMap((group) => (schema[block]?.[group] ?? []).map((field) => field.name)));
      for (const name of Object.keys(byField)) {
        if (!names.has(name)) problems.push(`${where} › ${block || '(główny blok)'} › ${name}: opis pola, którego dostawca nie ma`);
      }
    }
  };
  compare('provider', surface.provider.schema, {'': texts.provider});
  const keys = new Set(surface.items.map(itemKey));
  for (const item of surface.items) {
    const key = itemKey(item);
    const itemTexts = texts.items[key];
    if (!itemTexts) {
      problems.push(`${key}: brak opisów`);
      continue;
    }
    if (itemTexts.summary.trim() === '') problems.push(`${key}: brak streszczenia`);
    compare(key, item.schema, itemTexts.fields);
    if (!examples[key]) problems.push(`${key}: brak przykładu`);
  }
  for (const key of [...Object.keys(texts.items), ...Object.keys(examples)]) {
    if (!keys.has(key)) problems.push(`${key}: opis lub przykład elementu, którego dostawca nie ma`);
  }
  return problems;
}

/** Prose for MDX outside code spans: braces and angle brackets would start JSX. */
export function mdxProse(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[{}<>]/g, (char) => `\\${char}`)))
    .join('');
}

interface Column {
  label: string;
  cell: (row: FieldRow) => string;
}

interface FieldRow {
  field: TerraformField;
  group: FieldGroup;
  description: string;
}

/** A field table: one card per row on a phone (cardTable). */
function fieldTable(columns: readonly Column[], rows: readonly FieldRow[]): string {
  return cardTable(
    columns.map((column) => column.label),
    rows.map((row) => columns.map((column) => column.cell(row))),
  );
}

function typeCell(type: string, nested: string | null): string {
  const info = typeInfo(type);
  const notes = [info.sensitive ? 'wrażliwe' : null, info.deprecated ? 'przestarzałe' : null].filter(Boolean);
  const text = nested ? `[\`${info.text}\`](#${nested})` : `\`${info.text}\``;
  return notes.length > 0 ? `${text} (${notes.join(', ')})` : text;
}

const REQUIRED_CELL: Readonly<Record<FieldGroup, string>> = {Required: 'tak', Optional: 'nie', 'Read-Only': 'nie (tylko odczyt)'};

export interface TerraformInput {
  surface: TerraformSurface;
  texts: TerraformTexts;
  examples: Readonly<Record<string, TerraformExample>>;
  dictionaries: DictionaryCatalogue;
}

function dictionaryNote(id: number, dictionaries: DictionaryCatalogue): string {
  const entry = dictionaries.dictionaries.get(id);
  if (!entry) {
    throw new Error(
      `[api-reference] the Terraform provider names API dictionary ${id}, which has no entry on the dictionaries page (plugins/api-dictionaries/data/dictionaries.ts)`,
    );
  }
  return `Wartości ze słownika API nr ${id} „${entry.name}”: [opis słownika](${dictionaries.route}#${entry.anchor}).`;
}

function blockTables(
  input: TerraformInput,
  item: TerraformItem | null,
  schema: TerraformSchema,
  fieldTexts: Readonly<Record<string, FieldTexts>>,
): string[] {
  const anchorOf = (block: string) => (item ? blockAnchor(item, block) : `dostawca-blok-${block.replace(/[._]/g, '-')}`);
  const rowsOf = (block: string, groups: readonly FieldGroup[]): FieldRow[] =>
    groups.flatMap((group) =>
      (schema[block]?.[group] ?? []).map((field) => {
        const text = fieldTexts[block]?.[field.name];
        if (!text) throw new Error(`[api-reference] no Polish text for ${item ? itemKey(item) : 'provider'} ${block} ${field.name}`);
        const dictionary = item ? fieldDictionary(input.surface, item, block, field) : field.dictionary;
        const description = mdxProse(dictionary === undefined ? text : `${text} ${dictionaryNote(dictionary, input.dictionaries)}`);
        return {field, group, description};
      }),
    );
  const nestedAnchor = (block: string, field: TerraformField): string | null => {
    const path = block ? `${block}.${field.name}` : field.name;
    return schema[path] ? anchorOf(path) : null;
  };
  const nameCell = (row: FieldRow) => `\`${row.field.name}\``;
  const argumentColumns = (block: string): Column[] => [
    {label: 'Argument', cell: nameCell},
    {label: 'Typ', cell: (row) => typeCell(row.field.type, nestedAnchor(block, row.field))},
    {label: 'Wymagany', cell: (row) => REQUIRED_CELL[row.group]},
    {label: 'Opis', cell: (row) => row.description},
  ];
  const attributeColumns = (block: string): Column[] => [
    {label: 'Atrybut', cell: nameCell},
    {label: 'Typ', cell: (row) => typeCell(row.field.type, nestedAnchor(block, row.field))},
    {label: 'Opis', cell: (row) => row.description},
  ];
  const id = item ? itemAnchor(item) : 'dostawca';
  const parts: string[] = [];
  const args = rowsOf('', ['Required', 'Optional']);
  parts.push(`### Argumenty {/* #${id}-argumenty */}`, '');
  parts.push(args.length > 0 ? fieldTable(argumentColumns(''), args) : 'Bez argumentów.');
  const readOnly = rowsOf('', ['Read-Only']);
  if (readOnly.length > 0)
    parts.push('', `### Atrybuty tylko do odczytu {/* #${id}-atrybuty */}`, '', fieldTable(attributeColumns(''), readOnly));
  for (const block of Object.keys(schema).filter((path) => path !== '')) {
    const settable = rowsOf(block, ['Required', 'Optional']);
    const readable = rowsOf(block, ['Read-Only']);
    const parent = block.includes('.') ? block.slice(0, block.lastIndexOf('.')) : '';
    const kind = settable.length > 0 ? 'blok, który ustawiasz' : 'pola tylko do odczytu';
    parts.push('', `### Blok \`${block}\` {/* #${anchorOf(block)} */}`, '');
    parts.push(`Pola elementu \`${block.slice(block.lastIndexOf('.') + 1)}\`${parent ? ` w bloku \`${parent}\`` : ''} (${kind}).`, '');
    const tables = [
      settable.length > 0 ? fieldTable(argumentColumns(block), settable) : null,
      readable.length > 0 ? fieldTable(attributeColumns(block), readable) : null,
    ].filter((table): table is string => table !== null);
    parts.push(tables.join('\n\n'));
  }
  return parts;
}

const GENERATED = '{/* Generated from the provider surface by plugins/api-reference/src/terraformPages.ts; do not edit by hand. */}';
const SEARCH_WEIGHT = [
  '{/* Ranked after the guides for the same words, as the API reference is. */}',
  '<head>',
  '  <meta name="search-weight" content="0.5" />',
  '</head>',
];

function frontMatter(title: string, label: string, position: number, description: string): string[] {
  return [
    '---',
    `title: ${JSON.stringify(title)}`,
    `sidebar_label: ${JSON.stringify(label)}`,
    `sidebar_position: ${position}`,
    `description: ${JSON.stringify(description)}`,
    // The table of contents lists the items; their tables and blocks would triple its length.
    'toc_max_heading_level: 2',
    '---',
  ];
}

function itemSection(input: TerraformInput, item: TerraformItem): string {
  const key = itemKey(item);
  const texts = input.texts.items[key];
  const example = input.examples[key];
  if (!texts || !example) throw new Error(`[api-reference] no Polish text or example for the Terraform item ${key}`);
  const kind = item.kind === 'resource' ? 'Zasób' : 'Źródło danych';
  const other = input.surface.items.find((candidate) => candidate.name === item.name && candidate.kind !== item.kind);
  const otherLink = other
    ? ` Ten sam obiekt ${other.kind === 'resource' ? 'tworzy i zmienia [zasób' : 'odczytuje [źródło danych'} \`${typeName(other)}\`](${itemRoute(other)}).`
    : '';
  const importNote =
    item.kind === 'resource'
      ? ` Import do stanu (\`terraform import\`): ${item.importable ? 'tak' : 'nie – schemat go nie przewiduje'}.`
      : '';
  return [
    `## \`${typeName(item)}\` {/* #${itemAnchor(item)} */}`,
    '',
    `**${kind}** \`${typeName(item)}\`.${importNote}`,
    '',
    `${mdxProse(texts.summary)}${otherLink}`,
    '',
    ...blockTables(input, item, item.schema, texts.fields),
    '',
    `### Przykład {/* #${itemAnchor(item)}-przyklad */}`,
    '',
    mdxProse(example.intro),
    '',
    '```hcl',
    example.hcl.trim(),
    '```',
    '',
  ].join('\n');
}

interface GroupText {
  title: string;
  label: string;
  description: (count: number) => string;
  lead: (count: number) => string;
  column: string;
}

const V04 = `przykłady ze strony [Terraform](${TERRAFORM_ROUTE}) dotyczą wcześniejszej wersji v0.4.0, w której nazwy zasobów i pól są inne`;
const DATA_SOURCE_LEAD =
  'Źródło danych (blok `data`) tylko odczytuje obiekty, które już istnieją – także te utworzone w panelu – i udostępnia ich pola innym blokom konfiguracji.';

const GROUP_TEXTS: Readonly<Record<ItemGroup, GroupText>> = {
  resources: {
    title: 'Terraform 1.x: zasoby',
    label: 'Zasoby (1.x)',
    description: (count) =>
      `Wszystkie zasoby dostawcy Terraform w linii 1.x (${count}): argumenty wymagane i opcjonalne, atrybuty tylko do odczytu, bloki zagnieżdżone, słowniki pól i przykłady.`,
    lead: (count) =>
      `Zasób (blok \`resource\`) opisuje obiekt, który Terraform tworzy, zmienia i usuwa. Ta strona opisuje ${count} zasobów dostawcy w linii 1.x (Terraform 1.0 lub nowszy); ${V04}.`,
    column: '| Zasób | Co opisuje |',
  },
  objects: {
    title: 'Terraform 1.x: źródła danych',
    label: 'Źródła danych (1.x)',
    description: (count) =>
      `Źródła danych dostawcy Terraform w linii 1.x, które odczytują jeden obiekt (${count}): argumenty, atrybuty tylko do odczytu, bloki zagnieżdżone, słowniki pól i przykłady.`,
    lead: (count) =>
      `${DATA_SOURCE_LEAD} Ta strona opisuje ${count} źródeł danych linii 1.x (Terraform 1.0 lub nowszy), które odczytują jeden obiekt; te, które zwracają listę obiektów, opisuje strona [źródeł danych list](${TERRAFORM_ROUTE}zrodla-danych-listy/). ${V04.charAt(0).toUpperCase()}${V04.slice(1)}.`,
    column: '| Źródło danych | Co odczytuje |',
  },
  lists: {
    title: 'Terraform 1.x: źródła danych list',
    label: 'Źródła danych list (1.x)',
    description: (count) =>
      `Źródła danych dostawcy Terraform w linii 1.x, które zwracają listę obiektów (${count}): filtr, pola elementów listy, słowniki pól i przykłady.`,
    lead: (count) =>
      `${DATA_SOURCE_LEAD} Ta strona opisuje ${count} źródeł danych linii 1.x (Terraform 1.0 lub nowszy), które zwracają listę obiektów w atrybucie \`items\`; listę możesz zawęzić blokami \`filter\`. Źródła danych jednego obiektu opisuje strona [źródeł danych](${TERRAFORM_ROUTE}zrodla-danych/). ${V04.charAt(0).toUpperCase()}${V04.slice(1)}.`,
    column: '| Źródło danych | Co zwraca |',
  },
};

function itemsPage(input: TerraformInput, group: ItemGroup, position: number): TerraformPage {
  const items = input.surface.items.filter((item) => itemGroup(item) === group).sort((a, b) => a.name.localeCompare(b.name));
  const resource = group === 'resources';
  const text = GROUP_TEXTS[group];
  const {title} = text;
  const file = GROUP_FILES[group];
  const description = text.description(items.length);
  const lead = text.lead(items.length);
  const index = items.map(
    (item) => `| [\`${typeName(item)}\`](#${itemAnchor(item)}) | ${mdxProse(input.texts.items[itemKey(item)]?.summary ?? '')} |`,
  );
  const mdx = [
    ...frontMatter(title, text.label, position, description),
    '',
    ...SEARCH_WEIGHT,
    '',
    GENERATED,
    '',
    lead,
    '',
    // "Twoje wartości" fills the examples' template_id, type_id and the like on these pages too; its
    // button stays on the Terraform page, as these pages' first load is at the 190 KiB budget.
    'Identyfikatory w przykładach (`template_id`, `type_id`, `subregion_id`, `instance_id`) wypełnisz swoimi w oknie „Twoje wartości” (otwiera je przycisk o tej nazwie) na stronie [Terraform](/services/terraform/), w [przykładach użycia API](/services/api/przyklady/) lub w referencji API: obowiązują na wszystkich tych stronach do zamknięcia karty przeglądarki.',
    '',
    `W tabelach argumentów kolumna „Wymagany” mówi, czy pole trzeba ustawić. Atrybuty tylko do odczytu dostawca zapisuje w stanie po utworzeniu lub odczycie obiektu – odwołujesz się do nich wyrażeniem w rodzaju \`${typeName(items[0])}.nazwa.id\`${resource ? '' : ' poprzedzonym słowem `data.`'}. Pole, którego wartości pochodzą ze słownika API, prowadzi do opisu tego słownika na stronie [słowników](/services/api/slowniki/). Blok dostawcy opisuje strona [Terraform 1.x: blok dostawcy](${TERRAFORM_ROUTE}dostawca/).`,
    '',
    `Czego tabela nie mówi, sprawdzisz u źródła: element „Bez argumentów” nie wybiera obiektu sam (przykład pokazuje, jak wziąć go z listy), a wartość pola liczbowego bez jednostki porównasz z tym, co pokazuje panel, albo z odpowiedzią wywołania \`GET\` opisanego w [referencji API](/services/api/referencja/).`,
    '',
    text.column,
    '| --- | --- |',
    ...index,
    '',
    ...items.map((item) => itemSection(input, item)),
  ].join('\n');
  return {file, route: `${TERRAFORM_ROUTE}${file.replace(/\.mdx$/, '')}/`, title, mdx};
}

function providerPage(input: TerraformInput): TerraformPage {
  const {surface, texts} = input;
  const title = 'Terraform 1.x: blok dostawcy';
  const mdx = [
    ...frontMatter(
      title,
      'Blok dostawcy (1.x)',
      1,
      'Blok provider dostawcy Terraform w linii 1.x: nazwa lokalna i adres źródłowy w required_providers, token i pozostałe argumenty, przykład konfiguracji.',
    ),
    '',
    ...SEARCH_WEIGHT,
    '',
    GENERATED,
    '',
    `Linia 1.x dostawcy wymaga Terraform w wersji 1.0 lub nowszej. Terraform pobiera ją według adresu źródłowego \`%%terraformProviderSource%%\` w bloku \`required_providers\`, a w konfiguracji dostawca występuje pod nazwą lokalną \`${PROVIDER_TOKEN}\`: od niej zaczynają się nazwy wszystkich [zasobów](${TERRAFORM_ROUTE}zasoby/) i źródeł danych: [jednego obiektu](${TERRAFORM_ROUTE}zrodla-danych/) i [list](${TERRAFORM_ROUTE}zrodla-danych-listy/). Przykłady ze strony [Terraform](${TERRAFORM_ROUTE}) dotyczą wcześniejszej wersji v0.4.0, w której blok dostawcy ma pola \`access_token\` i \`api_url\`.`,
    '',
    '## Deklaracja dostawcy {/* #deklaracja */}',
    '',
    'Wersję dostawcy i jego adres źródłowy podajesz w bloku `terraform`. Zapis `~> 1.0.0` dopuszcza wydania poprawkowe 1.0.x:',
    '',
    '```hcl',
    'terraform {',
    '  required_version = ">= 1.0"',
    '  required_providers {',
    `    ${PROVIDER_TOKEN} = {`,
    '      source  = "%%terraformProviderSource%%"',
    '      version = "~> 1.0.0"',
    '    }',
    '  }',
    '}',
    '```',
    '',
    '## Blok `provider` {/* #blok-provider */}',
    '',
    'Wszystkie argumenty bloku są opcjonalne.',
    '',
    ...blockTables(input, null, surface.provider.schema, {'': texts.provider}),
    '',
    '## Przykład {/* #przyklad */}',
    '',
    'Token pobierasz z serwera tożsamości tak, jak opisuje to strona [Autoryzacja](/services/api/autoryzacja/), i przekazujesz go przez zmienną środowiskową `TF_VAR_access_token`, więc nie trafia do plików konfiguracji ani do repozytorium:',
    '',
    '```hcl',
    'variable "access_token" {',
    '  type      = string',
    '  sensitive = true',
    '}',
    '',
    `provider "${PROVIDER_TOKEN}" {`,
    '  access_token = var.access_token',
    '}',
    '```',
    '',
    'Potem w katalogu z konfiguracją uruchom `terraform init`, żeby Terraform pobrał dostawcę, a następnie `terraform plan`.',
    '',
  ].join('\n');
  return {file: 'dostawca.mdx', route: `${TERRAFORM_ROUTE}dostawca/`, title, mdx};
}

/** The three generated pages of the Terraform reference. */
export function terraformPages(input: TerraformInput): TerraformPage[] {
  return [providerPage(input), itemsPage(input, 'resources', 2), itemsPage(input, 'objects', 3), itemsPage(input, 'lists', 4)];
}

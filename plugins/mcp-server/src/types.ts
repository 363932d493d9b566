import type {SearchIndexData} from '../../search-pl/public';

/**
 * What the server reads: the artefacts the site's build writes, and nothing else, so an answer
 * never disagrees with the published pages. Shapes are the subset of each file the tools read.
 */

/** `mcp/site.json`, written by this plugin's postBuild. */
export interface SiteInfo {
  schemaVersion: 1;
  /** Site title (docusaurus.config.ts). */
  title: string;
  platformName: string;
  /** Origin of the published site, from the docsSiteUrl setting: `https://docs.example.com`. */
  origin: string;
  /** `/pl/docs/`. */
  baseUrl: string;
  /** Route of the page about this server, relative to the base path. */
  guideRoute: string;
}

/** A page's Markdown twin. */
export interface TwinPage {
  /** Route relative to the base path, with its trailing slash: `/billing/faktury/`. */
  route: string;
  title: string;
  /** Absolute address of the HTML page. */
  url: string;
  /** Absolute address of the twin. */
  twinUrl: string;
  markdown: string;
}

export interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Record<string, unknown>;
}

export interface OpenApiOperation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: {content?: Record<string, {schema?: Record<string, unknown>}>};
  responses: Record<string, {$ref?: string; description?: string; content?: Record<string, {schema?: Record<string, unknown>}>}>;
}

export interface OpenApiDocument {
  servers: {url: string; description?: string; 'x-region'?: string}[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {responses?: Record<string, {description?: string}>};
}

export interface ErrorEntry {
  id: string;
  url: string;
  area: string;
  code: number | null;
  operation: string | null;
  title: string;
  meaning: string;
  when: string;
  action: string;
  body: string | null;
  message: string | null;
  seeAlso: {label: string; url: string}[];
}

export interface ErrorsFile {
  areas: {key: string; label: string}[];
  errors: ErrorEntry[];
}

interface DictionaryItem {
  id: number | string | null;
  label: string | null;
  meaning: string;
  example: string | null;
}

export interface Dictionary {
  id: number;
  name: string;
  purpose: string;
  apiPath: string;
  documentation: string;
  fields: {field: string; usedIn: string}[];
  fieldsNote: string | null;
  items: DictionaryItem[];
  note: string | null;
}

export interface ValueSet {
  key: string;
  name: string;
  purpose: string;
  documentation: string;
  fields: {field: string; usedIn: string}[];
  values: DictionaryItem[];
  note: string | null;
}

export interface DictionariesFile {
  dictionaries: Dictionary[];
  valueSets: ValueSet[];
}

export interface GlossaryEntry {
  id: string;
  term: string;
  aliases: string[];
  english: string[];
  panel: string | null;
  api: string[];
  terraform: string[];
  definition: string;
  url: string;
  pages: {path: string; title: string}[];
}

export interface GlossaryFile {
  entries: GlossaryEntry[];
}

/** Everything the tools answer from, loaded once at start. */
export interface DocsData {
  site: SiteInfo;
  pages: TwinPage[];
  /** Both parts of the search index, joined as the results page searches them. */
  searchIndex: SearchIndexData;
  openapi: OpenApiDocument;
  errors: ErrorsFile;
  dictionaries: DictionariesFile;
  glossary: GlossaryFile;
}

/** The files of the build the server reads, relative to the build folder (the package copies the same). */
export const DATA_FILES = {
  site: 'mcp/site.json',
  searchIndex: 'search-index.json',
  searchIndexReference: 'search-index-reference.json',
  openapi: 'openapi.json',
  errors: 'api/errors.json',
  dictionaries: 'api/dictionaries.json',
  glossary: 'api/glossary.json',
} as const;

/** The twin of every page is `index.md` in the page's folder of the build. */
export const TWIN_FILE = 'index.md';

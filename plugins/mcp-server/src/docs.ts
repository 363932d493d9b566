import {SearchEngine, type PageHit, type SearchIndexData, type TextPart} from '../../search-pl/public';
import {foldDiacritics} from '../../page-data-kit/text/normalize';
import {plainHeading, sectionsOf, type TwinSection} from './markdown';
import {findOperation, operationsOf, type ApiOperation} from './operations';
import {pageUrl, routeOf} from './routes';
import type {Dictionary, DocsData, ErrorEntry, GlossaryEntry, TwinPage, ValueSet} from './types';

/**
 * The answers of the seven tools, from the site's own data (pure: no disk, no SDK). Every answer
 * is Markdown that names the page it comes from; bad input gets a Polish message with
 * `isError`, never an exception.
 */
export interface ToolAnswer {
  text: string;
  isError?: boolean;
}

/** Longer queries are refused with a message: a pasted page is not a search. */
export const MAX_QUERY_LENGTH = 500;
/** Names and codes are short: a longer input is a mistake, answered with a message. */
export const MAX_NAME_LENGTH = 300;
export const DEFAULT_LIMIT = 8;
export const MAX_LIMIT = 30;

const TERRAFORM_ROUTE = '/services/terraform/';
const REFERENCE_ROUTE = '/services/api/referencja/';
const OPERATION_LINE = /^`([A-Z]+) (\S+)` · operacja `([^`]+)`/m;

interface TerraformItem {
  name: string;
  kind: 'zasób' | 'źródło danych';
  page: TwinPage;
  section: TwinSection;
}

const plain = (parts: readonly TextPart[]) =>
  parts
    .map((part) => part.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

const error = (text: string): ToolAnswer => ({text, isError: true});

/** Checks a text input: trimmed, not empty, not too long; a Polish message otherwise. */
function checkText(value: unknown, field: string, max: number): {text: string} | {problem: ToolAnswer} {
  if (typeof value !== 'string') return {problem: error(`Pole „${field}” musi być tekstem.`)};
  const text = value.trim();
  if (text === '') return {problem: error(`Pole „${field}” jest puste. Podaj, czego szukasz.`)};
  if (text.length > max)
    return {
      problem: error(
        `Pole „${field}” ma ${text.length.toLocaleString('pl-PL')} znaków; przyjmuję najwyżej ${max}. Skróć je do kilku słów, nazwy albo kodu.`,
      ),
    };
  return {text};
}

/** A small engine over data entries, so names are found with the site's Polish stemming and typo tolerance. */
function entryEngine<T>(entries: readonly T[], page: (entry: T, index: number) => SearchIndexData['pages'][number]) {
  let engine: SearchEngine | undefined;
  return (query: string, limit: number): T[] => {
    engine ??= new SearchEngine({version: 1, pages: entries.map(page)});
    return engine.search(query, {limit}).map((hit) => entries[Number(hit.pageUrl.slice(1, -1))]);
  };
}

export class DocsAnswers {
  private readonly pages = new Map<string, TwinPage>();
  // Built on first use: a session that only reads pages never pays for the index.
  private searchEngine: SearchEngine | undefined;
  private readonly operations: ApiOperation[];
  /** operationId → the reference page and section that document it. */
  private readonly operationSections = new Map<string, {page: TwinPage; section: TwinSection}>();
  private readonly terraform: TerraformItem[] = [];
  private readonly providerPrefix: string;
  private readonly findError: (query: string, limit: number) => ErrorEntry[];
  private readonly findDictionary: (query: string, limit: number) => (Dictionary | ValueSet)[];
  private readonly findTerm: (query: string, limit: number) => GlossaryEntry[];

  constructor(private readonly data: DocsData) {
    for (const page of data.pages) this.pages.set(page.route, page);
    this.operations = operationsOf(data.openapi);
    for (const page of data.pages) {
      if (page.route.startsWith(REFERENCE_ROUTE)) {
        for (const section of sectionsOf(page.markdown)) {
          const line = OPERATION_LINE.exec(section.markdown);
          if (line) this.operationSections.set(line[3], {page, section});
        }
      }
      if (page.route.startsWith(TERRAFORM_ROUTE) && page.route !== TERRAFORM_ROUTE) {
        const kind = page.route.includes('/zasoby/') ? 'zasób' : 'źródło danych';
        for (const section of sectionsOf(page.markdown)) {
          if (/^`[a-z0-9_]+`$/.test(section.heading)) this.terraform.push({name: plainHeading(section.heading), kind, page, section});
        }
      }
    }
    this.providerPrefix = this.terraform[0]?.name.split('_')[0] ?? '';
    this.findError = entryEngine(data.errors.errors, (entry, index) => ({
      url: `/${index}/`,
      title: `${entry.title} ${entry.code ?? ''}`,
      description: entry.meaning,
      sections: [{heading: '', anchor: '', text: [entry.when, entry.action, entry.message ?? '', entry.operation ?? ''].join(' ')}],
    }));
    const dictionaries: (Dictionary | ValueSet)[] = [...data.dictionaries.dictionaries, ...data.dictionaries.valueSets];
    this.findDictionary = entryEngine(dictionaries, (entry, index) => ({
      url: `/${index}/`,
      title: `${entry.name} ${'key' in entry ? entry.key : entry.id}`,
      description: entry.purpose,
      sections: [{heading: '', anchor: '', text: entry.fields.map(({field}) => field).join(' ')}],
    }));
    this.findTerm = entryEngine(data.glossary.entries, (entry, index) => ({
      url: `/${index}/`,
      title: [entry.term, ...entry.aliases, ...entry.english].join(' '),
      description: entry.definition,
      sections: [{heading: '', anchor: '', text: [...entry.api, ...entry.terraform, entry.panel ?? ''].join(' ')}],
    }));
  }

  private get engine(): SearchEngine {
    this.searchEngine ??= new SearchEngine(this.data.searchIndex);
    return this.searchEngine;
  }

  private absolute(path: string): string {
    const {origin, baseUrl} = this.data.site;
    if (/^https?:\/\//.test(path)) return path;
    return path.startsWith(baseUrl) ? `${origin}${path}` : pageUrl(origin, baseUrl, path);
  }

  /** Address of a twin section's heading on its page, from the search index's anchors. */
  private sectionUrl(page: TwinPage, heading: string): string {
    const indexed = this.data.searchIndex.pages.find((entry) => this.absolute(entry.url) === page.url);
    const anchor = indexed?.sections.find((section) => section.heading === plainHeading(heading))?.anchor;
    return anchor ? `${page.url}#${anchor}` : page.url;
  }

  get pageList(): readonly TwinPage[] {
    return this.data.pages;
  }

  search(query: unknown, limit: unknown): ToolAnswer {
    const checked = checkText(query, 'query', MAX_QUERY_LENGTH);
    if ('problem' in checked) return checked.problem;
    let count = DEFAULT_LIMIT;
    if (limit !== undefined) {
      if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
        return error(`Pole „limit” musi być liczbą całkowitą od 1 do ${MAX_LIMIT} (domyślnie ${DEFAULT_LIMIT}).`);
      count = limit;
    }
    const hits = this.engine.search(checked.text, {limit: count});
    if (hits.length === 0)
      return {
        text: `Brak wyników dla „${checked.text}”. Spróbuj innego słowa, nazwy z panelu, kodu błędu albo ścieżki wywołania API; spis stron jest w ${this.absolute('/llms.txt')}.`,
      };
    const lines = hits.map((hit, index) => this.hitLine(hit, index + 1));
    return {text: [`Wyniki wyszukiwania dla „${checked.text}” (${hits.length}):`, ...lines].join('\n\n')};
  }

  private hitLine(hit: PageHit, position: number): string {
    const [section] = hit.sections;
    const url = this.absolute(section?.url ?? hit.pageUrl);
    const heading = section?.heading ? plain(section.heading) : null;
    const route = routeOf(hit.pageUrl, this.data.site.baseUrl);
    const twin = route && this.pages.get(route)?.twinUrl;
    return [
      `${position}. **${plain(hit.title)}**${heading ? ` › ${heading}` : ''}`,
      `   Adres: ${url}`,
      ...(twin ? [`   Markdown: ${twin}`] : []),
      ...(section?.snippet.length ? [`   ${plain(section.snippet)}`] : []),
    ].join('\n');
  }

  getPage(input: unknown): ToolAnswer {
    const checked = checkText(input, 'url_or_route', MAX_NAME_LENGTH);
    if ('problem' in checked) return checked.problem;
    const route = routeOf(checked.text, this.data.site.baseUrl);
    const page = route ? this.pages.get(route) : undefined;
    if (page) return {text: `${page.markdown.trimEnd()}\n\n---\nŹródło: ${page.url} (Markdown: ${page.twinUrl})\n`};
    const words = (route ?? checked.text).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    const near = words ? this.engine.search(words, {limit: 3}) : [];
    const hint = near.length
      ? ` Może chodzi o: ${near.map((hit) => this.absolute(hit.pageUrl)).join(', ')}.`
      : ` Spis stron: ${this.absolute('/llms.txt')}.`;
    return error(`Nie ma strony pod adresem „${checked.text}”.${hint} Stronę znajdzie też narzędzie search_docs.`);
  }

  getOperation(input: unknown): ToolAnswer {
    const checked = checkText(input, 'operation', MAX_NAME_LENGTH);
    if ('problem' in checked) return checked.problem;
    const match = findOperation(this.operations, checked.text);
    if (match.kind === 'none')
      return error(
        `Nie znalazłem wywołania API „${checked.text}”. Podaj operationId (np. ${this.operations[0]?.operation.operationId}) albo metodę i ścieżkę (np. "GET /instances/{id}", z /services lub bez). Wszystkie wywołania opisuje ${this.absolute(REFERENCE_ROUTE)}.`,
      );
    if (match.kind === 'several')
      return {
        text: [
          `Ścieżka „${checked.text}” pasuje do kilku wywołań; podaj też metodę:`,
          ...match.operations.map(
            (entry) =>
              `- ${entry.method} /services${entry.path}: ${entry.operation.summary ?? ''} (operacja ${entry.operation.operationId})`,
          ),
        ].join('\n'),
      };
    return {text: this.operationText(match.operation)};
  }

  private operationText({method, path, operation}: ApiOperation): string {
    const documented = this.operationSections.get(operation.operationId);
    const url = documented ? this.sectionUrl(documented.page, documented.section.heading) : this.absolute(REFERENCE_ROUTE);
    const parameters = operation.parameters ?? [];
    const body = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
    const ok = operation.responses['200'] ?? operation.responses['201'] ?? operation.responses['204'];
    const answer = Object.values(ok?.content ?? {})[0]?.schema;
    const model = (schema: Record<string, unknown> | undefined) => {
      if (!schema) return 'brak';
      const ref = (schema.$ref ?? (schema.items as Record<string, unknown> | undefined)?.$ref) as string | undefined;
      const name = ref?.split('/').pop();
      return name ? (schema.type === 'array' ? `lista ${name}` : name) : String(schema.type ?? 'brak');
    };
    const codes = Object.keys(operation.responses).filter((code) => code !== 'default');
    const head = [
      `# ${method} /services${path}`,
      '',
      `Operacja \`${operation.operationId}\`: ${operation.summary ?? ''}`,
      `Źródło: ${url}`,
      '',
      `- Parametry: ${parameters.length ? parameters.map((parameter) => `\`${parameter.name}\` (${parameter.in === 'path' ? 'ścieżka' : 'zapytanie'}${parameter.required ? ', wymagany' : ''})`).join(', ') : 'brak'}`,
      `- Model treści żądania: ${model(body)}`,
      `- Model odpowiedzi: ${model(answer)}`,
      `- Kody odpowiedzi: ${codes.join(', ')}; pozostałe błędy opisuje katalog ${this.absolute('/services/api/kody-bledow/')}`,
    ];
    const parts = [head.join('\n')];
    if (documented) parts.push(`Opis ze strony dokumentacji:\n\n${documented.section.markdown.replace(/^## /, '## ')}`);
    const samples = this.regionSamples(documented?.section.markdown);
    if (samples) parts.push(samples);
    return `${parts.join('\n\n')}\n`;
  }

  /** The page's curl sample (written for the first region) for every region of the document. */
  private regionSamples(section: string | undefined): string | null {
    const curl = section && /```bash\n(curl [\s\S]*?)\n```/.exec(section)?.[1];
    const servers = this.data.openapi.servers;
    if (!curl || servers.length === 0) return null;
    const hostOf = (url: string) => url.replace(/\/services\/?$/, '');
    const first = hostOf(servers[0].url);
    if (!curl.includes(first)) return null;
    const blocks = servers.map(
      (server) => `**${server.description ?? server.url}**\n\n\`\`\`bash\n${curl.split(first).join(hostOf(server.url))}\n\`\`\``,
    );
    return ['## Przykład curl w każdym regionie', ...blocks].join('\n\n');
  }

  getErrorCode(input: unknown): ToolAnswer {
    const checked = checkText(input, 'code', MAX_NAME_LENGTH);
    if ('problem' in checked) return checked.problem;
    const text = checked.text.replace(/^#?(blad-)?/i, '');
    const {errors} = this.data.errors;
    let found = errors.filter((entry) => entry.id.toLowerCase() === text.toLowerCase());
    if (found.length === 0 && /^\d{3}$/.test(text)) found = errors.filter((entry) => entry.code === Number(text));
    if (found.length === 0 && /^\d+$/.test(text))
      return error(
        `Katalog nie opisuje kodu ${text}. Opisane kody: ${[...new Set(errors.map((entry) => entry.code).filter((code) => code !== null))].join(', ')}. Katalog: ${this.absolute('/services/api/kody-bledow/')}.`,
      );
    if (found.length === 0) found = this.findError(checked.text, 3);
    if (found.length === 0)
      return error(
        `Nie znalazłem w katalogu błędów nic o „${checked.text}”. Podaj kod HTTP (np. 429) albo opisz sytuację innymi słowami; cały katalog: ${this.absolute('/services/api/kody-bledow/')}.`,
      );
    const area = (key: string) => this.data.errors.areas.find((entry) => entry.key === key)?.label ?? key;
    const entries = found.map((entry) =>
      [
        `## ${entry.code !== null ? `${entry.code} ` : ''}${entry.title}`,
        '',
        `Obszar: ${area(entry.area)}${entry.operation ? `; wywołanie: ${entry.operation}` : ''}`,
        `Źródło: ${this.absolute(entry.url)}`,
        '',
        `**Znaczenie:** ${entry.meaning}`,
        `**Kiedy:** ${entry.when}`,
        `**Co zrobić:** ${entry.action}`,
        ...(entry.body ? [`**Treść odpowiedzi:** ${entry.body}`] : []),
        ...(entry.message ? [`**Komunikat:** ${entry.message}`] : []),
        ...(entry.seeAlso.length
          ? [`**Zobacz też:** ${entry.seeAlso.map((see) => `[${see.label}](${this.absolute(see.url)})`).join(', ')}`]
          : []),
      ].join('\n'),
    );
    return {text: `${entries.join('\n\n')}\n`};
  }

  getDictionary(input: unknown): ToolAnswer {
    const checked = checkText(input, 'id_or_name', MAX_NAME_LENGTH);
    if ('problem' in checked) return checked.problem;
    const text = checked.text.replace(/^(\/services)?\/dictionaries\//i, '').replace(/^#?(slownik-|wartosci-)/i, '');
    const {dictionaries, valueSets} = this.data.dictionaries;
    const folded = foldDiacritics(text);
    let found: Dictionary | ValueSet | undefined = /^\d+$/.test(text)
      ? dictionaries.find((entry) => entry.id === Number(text))
      : [...dictionaries, ...valueSets].find(
          (entry) => foldDiacritics(entry.name) === folded || ('key' in entry && entry.key.toLowerCase() === text.toLowerCase()),
        );
    if (!found && /^\d+$/.test(text))
      return error(
        `Dokumentacja nie opisuje słownika ${text}. Jego elementy zwraca wywołanie GET /services/dictionaries/${text} (z tokenem). Opisane słowniki: ${dictionaries.map((entry) => entry.id).join(', ')}; strona: ${this.absolute('/services/api/slowniki/')}.`,
      );
    found ??= this.findDictionary(checked.text, 1)[0];
    if (!found)
      return error(
        `Nie znalazłem słownika „${checked.text}”. Podaj jego numer (np. ${dictionaries[0]?.id}) albo nazwę; wszystkie słowniki: ${this.absolute('/services/api/slowniki/')}.`,
      );
    return {text: this.dictionaryText(found)};
  }

  private dictionaryText(entry: Dictionary | ValueSet): string {
    const isSet = 'key' in entry;
    const items = isSet ? entry.values : entry.items;
    const cell = (value: unknown) =>
      value === null || value === undefined
        ? '—'
        : String(value)
            .replace(/\|/g, '\\|')
            .replace(/\s*\n\s*/g, ' ');
    const lines = [
      `# ${isSet ? `Wartości ${entry.key}` : `Słownik ${entry.id}`}: ${entry.name}`,
      '',
      `Źródło: ${this.absolute(entry.documentation)}`,
      '',
      entry.purpose,
      '',
      `Pola: ${entry.fields.map(({field, usedIn}) => `\`${field}\` (${usedIn})`).join('; ') || 'brak'}`,
    ];
    if (!isSet) lines.push(`Wywołanie zwracające aktualną listę: GET ${entry.apiPath}`);
    if (items.length > 0) {
      lines.push('', '| Id | Nazwa | Znaczenie | Przykład |', '| --- | --- | --- | --- |');
      for (const item of items) lines.push(`| ${cell(item.id)} | ${cell(item.label)} | ${cell(item.meaning)} | ${cell(item.example)} |`);
      lines.push('', 'Kreska (—) oznacza wartość, której dokumentacja nie podaje: odczytaj ją z API.');
    } else if (!isSet) {
      lines.push(
        '',
        `Dokumentacja nie publikuje elementów tego słownika. Odczytaj je wywołaniem GET ${entry.apiPath} z tokenem (opis autoryzacji: ${this.absolute('/services/api/autoryzacja/')}); odpowiedź to lista elementów z identyfikatorem i nazwą.`,
      );
    }
    if (entry.note) lines.push('', `Uwaga: ${entry.note}`);
    return `${lines.join('\n')}\n`;
  }

  getTerraformItem(input: unknown): ToolAnswer {
    const checked = checkText(input, 'name', MAX_NAME_LENGTH);
    if ('problem' in checked) return checked.problem;
    const name = checked.text
      .toLowerCase()
      .replace(/^(resource|data)\s+/, '')
      .replace(/^data\./, '')
      .replace(/["'`{}\s]/g, '')
      .replace(/\..*$/, '');
    const provider = this.pages.get(`${TERRAFORM_ROUTE}dostawca/`);
    if (provider && ['provider', 'dostawca', this.providerPrefix].includes(name))
      return {text: `${provider.markdown.trimEnd()}\n\n---\nŹródło: ${provider.url}\n`};
    const full = name.startsWith(`${this.providerPrefix}_`) ? name : `${this.providerPrefix}_${name}`;
    const found = this.terraform.filter((item) => item.name === full);
    if (found.length === 0) {
      const names = [...new Set(this.terraform.map((item) => item.name))];
      return error(
        `Dostawca Terraform nie ma zasobu ani źródła danych „${checked.text}”. Dostępne nazwy: ${names.join(', ')}. Opis: ${this.absolute(TERRAFORM_ROUTE)}.`,
      );
    }
    const parts = found.map(
      (item) =>
        `# ${item.name} (${item.kind})\n\nŹródło: ${this.sectionUrl(item.page, item.section.heading)}\n\n${item.section.markdown.replace(/^## .*\n/, '')}`,
    );
    return {text: `${parts.join('\n\n---\n\n')}\n`};
  }

  getGlossaryTerm(input: unknown): ToolAnswer {
    const checked = checkText(input, 'term', MAX_NAME_LENGTH);
    if ('problem' in checked) return checked.problem;
    const folded = foldDiacritics(checked.text);
    const {entries} = this.data.glossary;
    const names = (entry: GlossaryEntry) => [entry.id, entry.term, ...entry.aliases, ...entry.english, ...entry.api, ...entry.terraform];
    const exact = entries.filter((entry) => names(entry).some((name) => foldDiacritics(name) === folded));
    const found = exact.length > 0 ? exact : this.findTerm(checked.text, 3);
    if (found.length === 0)
      return error(`Słowniczek nie ma pojęcia „${checked.text}”. Wszystkie pojęcia: ${this.absolute('/slowniczek/')}.`);
    const text = found.map((entry) =>
      [
        `## ${entry.term}`,
        '',
        `Źródło: ${this.absolute(entry.url)}`,
        '',
        entry.definition,
        '',
        `- Termin polski: ${entry.term}${entry.aliases.length ? ` (też: ${entry.aliases.join(', ')})` : ''}`,
        `- Po angielsku: ${entry.english.join(', ') || 'brak'}`,
        ...(entry.panel ? [`- W panelu: **${entry.panel}**`] : []),
        ...(entry.api.length ? [`- Pola API: ${entry.api.map((field) => `\`${field}\``).join(', ')}`] : []),
        ...(entry.terraform.length ? [`- Atrybuty Terraform: ${entry.terraform.map((field) => `\`${field}\``).join(', ')}`] : []),
        ...(entry.pages.length
          ? [`- Strony: ${entry.pages.map((page) => `[${page.title}](${this.absolute(page.path)})`).join(', ')}`]
          : []),
      ].join('\n'),
    );
    return {text: `${text.join('\n\n')}\n`};
  }
}

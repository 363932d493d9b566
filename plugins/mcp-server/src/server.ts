import {Server} from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import {DEFAULT_LIMIT, MAX_LIMIT, MAX_NAME_LENGTH, MAX_QUERY_LENGTH, type DocsAnswers, type ToolAnswer} from './docs';

/**
 * The MCP server over the docs: seven read-only tools and every page's twin as a resource. The
 * low-level Server of the SDK is used with hand-written JSON Schemas, so that the schemas carry
 * Polish descriptions and every bad input is answered by our own Polish message (the high-level
 * helper answers schema errors in English before our code runs).
 */
export const SERVER_NAME = 'dokumentacja-mcp';

interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  properties: Record<string, {type: string; description: string; minimum?: number; maximum?: number; maxLength?: number}>;
  required: string[];
  answer: (docs: DocsAnswers, args: Record<string, unknown>) => ToolAnswer;
}

const text = (description: string, maxLength = MAX_NAME_LENGTH) => ({type: 'string', description, maxLength});

export const TOOLS: readonly ToolDefinition[] = [
  {
    name: 'search_docs',
    title: 'Szukaj w dokumentacji',
    description:
      'Przeszukuje dokumentację tak jak wyszukiwarka na stronie: polska odmiana wyrazów, słowa bez polskich znaków, synonimy, literówki, kody błędów, nazwy operacji API i wklejone ścieżki wywołań. Zwraca tytuł strony, sekcję, adres i fragment tekstu.',
    properties: {
      query: text('Zapytanie po polsku, np. „jak powiększyć dysk”, „429” albo „/instances/{id}/clone_ticket”.', MAX_QUERY_LENGTH),
      limit: {
        type: 'integer',
        description: `Najwyżej tyle wyników (1–${MAX_LIMIT}, domyślnie ${DEFAULT_LIMIT}).`,
        minimum: 1,
        maximum: MAX_LIMIT,
      },
    },
    required: ['query'],
    answer: (docs, args) => docs.search(args.query, args.limit),
  },
  {
    name: 'get_page',
    title: 'Pobierz stronę',
    description:
      'Zwraca stronę dokumentacji w Markdown (jej wersję Markdown, ten sam tekst co na stronie). Przyjmuje pełny adres, ścieżkę strony (np. /billing/faktury/) albo starszą postać z .html.',
    properties: {url_or_route: text('Adres albo ścieżka strony, np. https://…/pl/docs/billing/faktury/ lub /billing/faktury/.')},
    required: ['url_or_route'],
    answer: (docs, args) => docs.getPage(args.url_or_route),
  },
  {
    name: 'get_api_operation',
    title: 'Opis wywołania API',
    description:
      'Opisuje wywołanie REST API: parametry, model treści żądania, model odpowiedzi, błędy i przykład curl dla każdego regionu. Przyjmuje operationId albo metodę i ścieżkę, z /services lub bez.',
    properties: {operation: text('Np. InstancesClone, "POST /instances/{id}/clone_ticket" albo "GET /services/instances/123".')},
    required: ['operation'],
    answer: (docs, args) => docs.getOperation(args.operation),
  },
  {
    name: 'get_error_code',
    title: 'Kod błędu',
    description:
      'Zwraca wpis z katalogu błędów: znaczenie, kiedy występuje i co zrobić. Przyjmuje kod HTTP (np. 429), identyfikator wpisu albo opis sytuacji.',
    properties: {code: text('Kod HTTP, identyfikator wpisu (np. oci-snapshoty) albo opis sytuacji, np. „za dużo żądań”.')},
    required: ['code'],
    answer: (docs, args) => docs.getErrorCode(args.code),
  },
  {
    name: 'get_dictionary',
    title: 'Słownik API',
    description:
      'Zwraca słownik API z jego elementami, gdy dokumentacja je publikuje, a w przeciwnym razie wywołanie, które je odczytuje. Przyjmuje numer słownika, jego nazwę albo nazwę stałego zbioru wartości.',
    properties: {id_or_name: text('Numer słownika (np. 12), jego nazwa (np. „Typy maszyn”) albo nazwa zbioru wartości (np. CloneType).')},
    required: ['id_or_name'],
    answer: (docs, args) => docs.getDictionary(args.id_or_name),
  },
  {
    name: 'get_terraform_item',
    title: 'Zasób lub źródło danych Terraform',
    description:
      'Opisuje zasób albo źródło danych dostawcy Terraform (linia 1.x): argumenty, atrybuty, bloki i przykład. Przyjmuje nazwę typu z przedrostkiem dostawcy lub bez; „provider” zwraca opis bloku dostawcy.',
    properties: {name: text('Nazwa typu, np. example_instance, instance albo data.example_instance.')},
    required: ['name'],
    answer: (docs, args) => docs.getTerraformItem(args.name),
  },
  {
    name: 'get_glossary_term',
    title: 'Pojęcie ze słowniczka',
    description:
      'Zwraca pojęcie ze słowniczka: definicję, preferowany termin polski, inne nazwy, nazwy angielskie, etykietę w panelu, pola API, atrybuty Terraform i strony, które je objaśniają.',
    properties: {term: text('Pojęcie po polsku lub angielsku, np. „migawka”, „snapshot” albo „floating IP”.')},
    required: ['term'],
    answer: (docs, args) => docs.getGlossaryTerm(args.term),
  },
];

const result = (answer: ToolAnswer): CallToolResult => ({
  content: [{type: 'text', text: answer.text}],
  ...(answer.isError ? {isError: true} : {}),
});

export function createDocsServer(docs: DocsAnswers, version: string): Server {
  const server = new Server(
    {name: SERVER_NAME, title: 'Dokumentacja platformy (tylko do odczytu)', version},
    {
      capabilities: {tools: {}, resources: {}},
      instructions:
        'Serwer odpowiada wyłącznie z opublikowanej dokumentacji (po polsku) i niczego nie zmienia. Zacznij od search_docs, a stronę czytaj przez get_page; każda odpowiedź podaje adres strony, z której pochodzi.',
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: TOOLS.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: {type: 'object' as const, properties: tool.properties, required: tool.required, additionalProperties: false},
      annotations: {readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false},
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const tool = TOOLS.find((entry) => entry.name === request.params.name);
    if (!tool)
      return result({
        text: `Nie ma narzędzia „${request.params.name}”. Dostępne: ${TOOLS.map((entry) => entry.name).join(', ')}.`,
        isError: true,
      });
    const args = request.params.arguments ?? {};
    const missing = tool.required.filter((name) => args[name] === undefined || args[name] === null);
    if (missing.length > 0)
      return result({text: `Brak pola ${missing.map((name) => `„${name}”`).join(', ')} w wywołaniu ${tool.name}.`, isError: true});
    try {
      return result(tool.answer(docs, args));
    } catch {
      // A bug of ours must not end the session: the assistant gets a message and may go on.
      return result({
        text: `Narzędzie ${tool.name} nie mogło odpowiedzieć na to zapytanie. Spróbuj innych słów albo użyj search_docs.`,
        isError: true,
      });
    }
  });
  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: docs.pageList.map((page) => ({
      uri: page.twinUrl,
      name: page.route,
      title: page.title,
      description: `Strona ${page.url} w Markdown`,
      mimeType: 'text/markdown',
    })),
  }));
  server.setRequestHandler(ReadResourceRequestSchema, (request) => {
    const page = docs.pageList.find((entry) => entry.twinUrl === request.params.uri || entry.url === request.params.uri);
    if (!page) throw new McpError(ErrorCode.InvalidParams, `Nie ma zasobu ${request.params.uri}. Listę zasobów zwraca resources/list.`);
    return {contents: [{uri: page.twinUrl, mimeType: 'text/markdown', text: page.markdown}]};
  });
  return server;
}

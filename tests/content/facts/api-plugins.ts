import type {PageFacts} from '../factTypes';

// Pages of issue 6: the prose around the dictionary tables and the error catalogue (the tables
// themselves come from plugins/api-dictionaries and plugins/error-catalogue and are tested there).
export const facts: PageFacts[] = [
  {
    // Issue 36: the page for readers about the docs' MCP server.
    route: '/services/api/asystenci-ai/',
    facts: [
      'npx -y %%docsSiteUrl%%/pl/docs/mcp/dokumentacja-mcp.tgz',
      '`search_docs`',
      '`get_page`',
      '`get_api_operation`',
      '`get_error_code`',
      '`get_dictionary`',
      '`get_terraform_item`',
      '`get_glossary_term`',
      'nie wysyła nigdzie żadnych informacji',
      '`claude_desktop_config.json`',
      '`.vscode/mcp.json`',
      '`.cursor/mcp.json`',
      'claude mcp add dokumentacja',
      '--http --port 3100',
    ],
  },
  {
    route: '/services/api/slowniki/',
    facts: [
      '**12** – typy maszyn',
      '**17** – klasy dysków',
      '**27** – statusy maszyn',
      '**40** – statusy ticketów',
      '**121** – statusy eksportów',
      '### `GET /dictionaries`',
      '### `GET /dictionaries/{id}`',
      '%%apiHostWaw%%/services/dictionaries/40',
      '`869` (nowa konfiguracja) albo `870` (bieżąca konfiguracja)',
      '400 zapytań na minutę',
      '`Uruchomiona`',
      '<DictionaryIndex />',
      '<DictionaryTable id={121} />',
      '<DictionaryTable field="SubregionId" />',
      '`1398` to klucze SSH, a `1399` – login i hasło',
      'Obie wartości pochodzą ze [słownika 159]',
    ],
  },
  {
    route: '/services/api/kody-bledow/',
    facts: [
      'Każdy kod spoza zakresu 2xx oznacza, że żądanie **nie zostało przetworzone**',
      'model state',
      '`ErrorCode`',
      '5–300 GB',
      '**jednorazowe**',
      '`password` i `refresh_token`',
      '`%%apiScopeReadonly%%`',
      '400 zapytań na minutę',
      '`X-Rate-Limit-Reset`',
      'w milisekundach',
      '`clone_linked_ticket`',
      '`#blad-409`',
      '<ErrorCatalogue />',
    ],
  },
];

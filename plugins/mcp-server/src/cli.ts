import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {DocsAnswers} from './docs';
import {defaultHttpOptions, startHttpServer} from './http';
import {DataError, loadDocsData} from './load';
import {createDocsServer, SERVER_NAME} from './server';

/**
 * Command line of the bundled server (`server.cjs` in the package): stdio by default, Streamable
 * HTTP with `--http`. The data folder is the package's `site/` copy, or a built site (`--site build`).
 * Messages go to stderr: in stdio mode stdout carries the protocol only.
 */
declare const __DOCS_MCP_VERSION__: string | undefined;
const VERSION = typeof __DOCS_MCP_VERSION__ === 'string' ? __DOCS_MCP_VERSION__ : '0.0.0';

const HELP = `${SERVER_NAME} ${VERSION}: serwer MCP dokumentacji (tylko do odczytu).

Użycie:
  ${SERVER_NAME}                 stdio (dla asystenta na tym komputerze)
  ${SERVER_NAME} --http          Streamable HTTP na http://127.0.0.1:3100/mcp

Opcje:
  --site <folder>       zbudowana dokumentacja (domyślnie dane z pakietu)
  --host <adres>        adres nasłuchu HTTP (domyślnie ${defaultHttpOptions.host})
  --port <numer>        port HTTP (domyślnie ${defaultHttpOptions.port}; 0 = dowolny wolny)
  --path <ścieżka>      ścieżka punktu MCP (domyślnie ${defaultHttpOptions.path})
  --max-body <KiB>      największe żądanie (domyślnie ${defaultHttpOptions.maxBodyBytes / 1024})
  --rate <liczba>       żądań na minutę z jednego adresu (domyślnie ${defaultHttpOptions.requestsPerMinute})
  --trust-proxy         adres klienta z X-Real-IP (tylko za własnym serwerem proxy)
`;

function fail(message: string): never {
  process.stderr.write(`${SERVER_NAME}: ${message}\n`);
  process.exit(1);
}

function positiveInteger(value: string | undefined, name: string, fallback: number, min = 1): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min)
    fail(`opcja --${name} wymaga liczby całkowitej nie mniejszej niż ${min} (podano „${value}”).`);
  return number;
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        http: {type: 'boolean'},
        site: {type: 'string'},
        host: {type: 'string'},
        port: {type: 'string'},
        path: {type: 'string'},
        'max-body': {type: 'string'},
        rate: {type: 'string'},
        'trust-proxy': {type: 'boolean'},
        help: {type: 'boolean', short: 'h'},
        version: {type: 'boolean'},
      },
    });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n\n${HELP}`);
  }
  const {values} = parsed;
  if (values.help) {
    process.stdout.write(HELP);
    return;
  }
  if (values.version) {
    process.stdout.write(`${VERSION}\n`);
    return;
  }
  const started = performance.now();
  const siteDir = values.site ?? join(__dirname, 'site');
  let docs: DocsAnswers;
  try {
    docs = new DocsAnswers(await loadDocsData(siteDir));
  } catch (error) {
    fail(error instanceof DataError ? error.message : `nie udało się wczytać danych z ${siteDir}.`);
  }
  const ready = `${docs.pageList.length} stron, gotowy w ${Math.round(performance.now() - started)} ms`;
  if (!values.http) {
    await createDocsServer(docs, VERSION).connect(new StdioServerTransport());
    process.stderr.write(`${SERVER_NAME} ${VERSION} (stdio): ${ready}.\n`);
    return;
  }
  const options = {
    ...defaultHttpOptions,
    host: values.host ?? defaultHttpOptions.host,
    port: positiveInteger(values.port, 'port', defaultHttpOptions.port, 0),
    path: values.path ?? defaultHttpOptions.path,
    maxBodyBytes: positiveInteger(values['max-body'], 'max-body', defaultHttpOptions.maxBodyBytes / 1024) * 1024,
    requestsPerMinute: positiveInteger(values.rate, 'rate', defaultHttpOptions.requestsPerMinute),
    trustProxy: values['trust-proxy'] ?? false,
  };
  let http;
  try {
    http = await startHttpServer(() => createDocsServer(docs, VERSION), options);
  } catch (error) {
    fail(`nie mogę nasłuchiwać na ${options.host}:${options.port} (${(error as NodeJS.ErrnoException).code ?? 'błąd'}).`);
  }
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  process.stderr.write(`${SERVER_NAME} ${VERSION} (HTTP): http://${options.host}:${port}${options.path}, ${ready}.\n`);
  const stop = () => http.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();

import {HTTPSnippet, type HarRequest} from 'httpsnippet';
import type {OpenApiDocument} from './openapi';
import {operationsOf, sampleRequestOf} from './referencePages';
import {sampleUrl, TOKEN_PLACEHOLDER, type SampleRequest} from './samples';

/**
 * Code samples beyond curl (issue 35): Python (requests), JavaScript (fetch) and Go (net/http),
 * written at build time by httpsnippet from the same request description as the curl sample
 * (sampleRequestOf). Node only: the pages receive the finished text, never the generator
 * (bench/samples.md compares it with @scalar/snippetz).
 */

export const CODE_LANGUAGES = ['python', 'javascript', 'go'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];
export type CodeSamples = Record<CodeLanguage, string>;

/** The generator's target and client of each language. */
const TARGETS: Readonly<Record<CodeLanguage, readonly [string, string]>> = {
  python: ['python', 'requests'],
  javascript: ['javascript', 'fetch'],
  go: ['go', 'native'],
};

/** Key of an operation in the samples data: 'POST /instances/{id}/clone_ticket'. */
export function sampleKey(method: string, path: string): string {
  return `${method} ${path}`;
}

/** The request as HAR, the generator's input; `{id}` placeholders are percent-encoded for it. */
export function harRequest(host: string, request: SampleRequest): HarRequest {
  const [base] = sampleUrl(host, {...request, query: undefined}).split('?');
  const headers = [
    {name: 'Authorization', value: `Bearer ${TOKEN_PLACEHOLDER}`},
    {name: 'Accept', value: 'application/json'},
    ...(request.body === undefined ? [] : [{name: 'Content-Type', value: 'application/json'}]),
  ];
  return {
    method: request.method,
    url: base.replace(/\{(\w+)\}/g, '%7B$1%7D'),
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers,
    queryString: (request.query ?? []).map((name) => ({name, value: `{${name}}`})),
    headersSize: -1,
    bodySize: -1,
    ...(request.body === undefined ? {} : {postData: {mimeType: 'application/json', text: request.body}}),
  } as HarRequest;
}

/** The three samples of one request for an API host; placeholders read `{id}` as on the page. */
export function codeSamples(host: string, request: SampleRequest): CodeSamples {
  const snippet = new HTTPSnippet(harRequest(host, request));
  const write = (language: CodeLanguage): string => {
    const [target, client] = TARGETS[language];
    const code = snippet.convert(target as never, client);
    if (typeof code !== 'string')
      throw new Error(`[api-reference] httpsnippet wrote no ${language} sample for ${request.method} ${request.path}`);
    return code.replace(/%7B(\w+)%7D/g, '{$1}').trimEnd();
  };
  return {python: write('python'), javascript: write('javascript'), go: write('go')};
}

/** Every operation's samples for one API host, by sampleKey: the data module the pages load on demand. */
export function referenceSamples(document: OpenApiDocument, host: string): Record<string, CodeSamples> {
  return Object.fromEntries(
    operationsOf(document).map((operation) => [
      sampleKey(operation.method, operation.path),
      codeSamples(host, sampleRequestOf(document, operation)),
    ]),
  );
}

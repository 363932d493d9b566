/**
 * Request samples of a reference entry for the reader's region: curl and Python (requests). Pure:
 * the widget (theme/ApiSamples) passes the host of the region the reader picked.
 */

export type Region = 'waw' | 'krk';
export const REGIONS: readonly Region[] = ['waw', 'krk'];
export const DEFAULT_REGION: Region = 'waw';

export interface SampleRequest {
  method: string;
  /** As the API has it, relative to /services: '/instances/{id}/clone_ticket'. */
  path: string;
  /** JSON body skeleton (fields with zero values), or undefined for calls without a body. */
  body?: string;
  /** Required query parameters, by name. */
  query?: readonly string[];
}

/** Full URL for a regional API host ('https://pl1-api.example.com'). */
export function sampleUrl(host: string, request: SampleRequest): string {
  const query = request.query && request.query.length > 0 ? `?${request.query.map((name) => `${name}={${name}}`).join('&')}` : '';
  return `${host.replace(/\/+$/, '')}/services${request.path}${query}`;
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export function curlSample(host: string, request: SampleRequest): string {
  const lines = [
    `curl -X ${request.method} ${shellQuote(sampleUrl(host, request))}`,
    `  -H "Authorization: Bearer $TOKEN"`,
    `  -H "Accept: application/json"`,
  ];
  if (request.body !== undefined) {
    lines.push(`  -H "Content-Type: application/json"`, `  -d ${shellQuote(request.body)}`);
  }
  return lines.join(' \\\n');
}

export function pythonSample(host: string, request: SampleRequest): string {
  const method = request.method.toLowerCase();
  const lines = [
    'import os',
    '',
    'import requests',
    '',
    '# Token z serwera tożsamości (strona „Autoryzacja”), np. w zmiennej środowiskowej TOKEN.',
    'token = os.environ["TOKEN"]',
    '',
    `response = requests.${method}(`,
    `    ${JSON.stringify(sampleUrl(host, request))},`,
    '    headers={"Authorization": f"Bearer {token}", "Accept": "application/json"},',
  ];
  if (request.body !== undefined) {
    const body = request.body
      .replace(/: true/g, ': True')
      .replace(/: false/g, ': False')
      .split('\n')
      .map((line, index) => (index === 0 ? line : `    ${line}`))
      .join('\n');
    lines.push(`    json=${body},`);
  }
  lines.push(')', 'response.raise_for_status()', 'print(response.text)');
  return lines.join('\n');
}

/** A stored choice, or the default for anything else. */
export function parseRegion(value: string | null | undefined): Region {
  return value === 'krk' || value === 'waw' ? value : DEFAULT_REGION;
}

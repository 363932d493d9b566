/**
 * Where the console's requests go (site setting `apiConsole`): the sandbox answers in the browser,
 * `direct` calls the region's API host and the identity server from the page (the API must allow
 * the docs origin), `proxy` calls a same-origin path that deploy/nginx forwards to those hosts only.
 */

export const CONSOLE_MODES = ['sandbox', 'direct', 'proxy'] as const;
export type ConsoleMode = (typeof CONSOLE_MODES)[number];
export type Region = 'waw' | 'krk';
export const REGIONS: readonly Region[] = ['waw', 'krk'];

/** The hosts a real target needs, as the site settings hold them. */
export interface TargetHosts {
  apiHostWaw: string;
  apiHostKrk: string;
  identityUrl: string;
}

/** The proxy's folder below the site's base path (/pl/docs/api-proxy/ on the default site). */
export const PROXY_FOLDER = 'api-proxy/';
/** The identity server's token path, relative to its base address (identityUrl). */
export const TOKEN_PATH = '/connect/token';

export function isConsoleMode(value: string): value is ConsoleMode {
  return (CONSOLE_MODES as readonly string[]).includes(value);
}

function trimmed(url: string): string {
  return url.replace(/\/+$/, '');
}

export function apiHost(hosts: TargetHosts, region: Region): string {
  return trimmed(region === 'krk' ? hosts.apiHostKrk : hosts.apiHostWaw);
}

/** The identity server's token address (the real one, which curl and the proxy use). */
export function identityTokenUrl(hosts: TargetHosts): string {
  return `${trimmed(hosts.identityUrl)}${TOKEN_PATH}`;
}

/** The proxy's path for a region's API (`/pl/docs/api-proxy/waw/services`) or for the token. */
export function proxyPath(baseUrl: string, what: Region | 'token'): string {
  const base = `${baseUrl.replace(/\/*$/, '/')}${PROXY_FOLDER}`;
  return what === 'token' ? `${base}token` : `${base}${what}/services`;
}

/**
 * Where the browser sends an API call of a region: the address up to and including `/services`.
 * The sandbox sends nothing, so it has no address.
 */
export function apiBase(mode: ConsoleMode, region: Region, hosts: TargetHosts, baseUrl: string): string | null {
  if (mode === 'direct') return `${apiHost(hosts, region)}/services`;
  if (mode === 'proxy') return proxyPath(baseUrl, region);
  return null;
}

/** Where the browser asks for a token, or null in the sandbox (which needs none). */
export function tokenTarget(mode: ConsoleMode, hosts: TargetHosts, baseUrl: string): string | null {
  if (mode === 'direct') return identityTokenUrl(hosts);
  if (mode === 'proxy') return proxyPath(baseUrl, 'token');
  return null;
}

/**
 * The origins the Content-Security-Policy's connect-src must add for a mode: only `direct` talks
 * to other hosts (both regions and the identity server); the proxy is the site's own origin.
 */
export function connectSources(mode: ConsoleMode, hosts: TargetHosts): string[] {
  if (mode !== 'direct') return [];
  const origins = [hosts.apiHostWaw, hosts.apiHostKrk, hosts.identityUrl].map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

/** The mode's name and what it does, as the console shows it. */
export function modeLabel(mode: ConsoleMode): {name: string; explanation: string} {
  switch (mode) {
    case 'direct':
      return {
        name: 'Prawdziwe API (bezpośrednio)',
        explanation: 'żądania trafiają wprost do API wybranego regionu, z Twoim tokenem; zmiany są prawdziwe.',
      };
    case 'proxy':
      return {
        name: 'Prawdziwe API (przez serwer dokumentacji)',
        explanation:
          'żądania trafiają do API wybranego regionu przez serwer tej witryny, który przekazuje je bez ciasteczek; zmiany są prawdziwe.',
      };
    default:
      return {
        name: 'Tryb próbny',
        explanation: 'odpowiedzi powstają w przeglądarce z opisu API; nic nie jest wysyłane, token nie jest potrzebny.',
      };
  }
}

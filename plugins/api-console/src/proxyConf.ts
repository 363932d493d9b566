import {apiHost, identityTokenUrl, PROXY_FOLDER, type ConsoleMode, type TargetHosts} from './target';

/**
 * deploy/nginx/api-proxy.conf: the API console's same-origin proxy (mode `proxy`). It forwards
 * only to the configured hosts, written into the file here (never a host, port or path taken
 * from the request), passes only the headers an API call needs (no cookies), limits body size
 * and rate, logs no header, and answers everything else with a Polish JSON error. In the other
 * modes the folder only answers that the proxy is off.
 */

export const PROXY_CONF_PATH = 'deploy/nginx/api-proxy.conf';
/** Where the build writes the file for its own settings, inside .docusaurus. */
export const BUILT_PROXY_CONF = 'api-console/api-proxy.conf';
/** Largest request body the proxy passes (the API's JSON bodies are a few KiB). */
export const PROXY_BODY_LIMIT = '64k';

export interface ProxyConfOptions {
  mode: ConsoleMode;
  hosts: TargetHosts;
  /** The site's base path ('/pl/docs/'). */
  baseUrl: string;
  /** The proxy's access log (a format with no header, no query). */
  accessLog?: string;
}

function jsonReturn(status: number, message: string): string {
  // nginx's quoted string: the Polish text has no quote or backslash to escape.
  return `return ${status} '${JSON.stringify({Message: message})}';`;
}

const JSON_TYPE = 'default_type "application/json; charset=utf-8";';

/** The nginx include for the docs server block, for these settings. */
export function apiProxyConf({mode, hosts, baseUrl, accessLog = '/var/log/nginx/docs-api-proxy.log'}: ProxyConfOptions): string {
  const base = `${baseUrl.replace(/\/*$/, '/')}${PROXY_FOLDER}`;
  const head = `# Generated from the site settings by plugins/api-console (src/proxyConf.ts); do not edit by hand.
# The API console's same-origin proxy (site setting apiConsole, now "${mode}"). Regenerate: npm run generate
# (committed, default settings) or deploy .docusaurus/${BUILT_PROXY_CONF} written by the build.
`;
  const refuse = `location ^~ ${base} {
    include docs/headers.conf;
    add_header Cache-Control "no-store" always;
    ${JSON_TYPE}
    ${jsonReturn(404, mode === 'proxy' ? 'Ten adres nie prowadzi do API: pośrednik przekazuje tylko wywołania /services regionów PL-1-WAW i PL-2-KRK oraz pobranie tokenu.' : 'Pośrednik API jest wyłączony w tej witrynie: konsola „Wypróbuj” działa w innym trybie.')}
}
`;
  if (mode !== 'proxy') return head + refuse;

  // Only what an API call needs goes on: no cookies, no referrer, no client addresses.
  const common = `include docs/headers.conf;
    add_header Cache-Control "no-store" always;
    ${JSON_TYPE}
    access_log ${accessLog} docs_api_proxy;
    client_max_body_size ${PROXY_BODY_LIMIT};
    client_body_buffer_size ${PROXY_BODY_LIMIT};
    limit_req zone=docs_api_proxy burst=20 nodelay;
    limit_req_status 429;
    error_page 413 = @docs_api_proxy_too_large;
    error_page 429 = @docs_api_proxy_too_many;
    error_page 502 504 = @docs_api_proxy_unreachable;
    proxy_pass_request_headers off;
    proxy_set_header Accept $http_accept;
    proxy_set_header Authorization $http_authorization;
    proxy_set_header Content-Type $content_type;
    proxy_hide_header Set-Cookie;
    proxy_redirect off;
    proxy_buffering on;
    proxy_connect_timeout 5s;
    proxy_read_timeout 30s;
    proxy_ssl_server_name on;
    proxy_ssl_verify on;
    proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;`;
  // ^~: no regex location of the site (.html, .md, dotfiles) takes over a proxy path.
  // A decoded path with anything but these characters (a line break, a space, a colon, a
  // percent sign) is refused before it can reach a header or another path.
  const safePath = `if ($uri !~ "^${base}(waw|krk)/services/[A-Za-z0-9/_.,-]*$") {
        ${jsonReturn(400, 'Ścieżka zawiera niedozwolone znaki: pośrednik przekazuje tylko zwykłe ścieżki API.')}
    }`;
  const region = (name: 'waw' | 'krk') => `location ^~ ${base}${name}/services/ {
    ${common}
    ${safePath}
    proxy_pass ${apiHost(hosts, name)}/services/;
}
`;
  return `${head}
${refuse}
location = ${base}token {
    ${common}
    if ($request_method != POST) {
        ${jsonReturn(405, 'Token pobiera się metodą POST.')}
    }
    proxy_pass ${identityTokenUrl(hosts)};
}

${region('waw')}
${region('krk')}
location @docs_api_proxy_too_large {
    include docs/headers.conf;
    ${JSON_TYPE}
    ${jsonReturn(413, `Treść żądania jest za duża: pośrednik przyjmuje najwyżej ${PROXY_BODY_LIMIT.replace('k', ' KiB')}.`)}
}

location @docs_api_proxy_too_many {
    include docs/headers.conf;
    ${JSON_TYPE}
    ${jsonReturn(429, 'Za dużo żądań z tego adresu: odczekaj chwilę i spróbuj ponownie.')}
}

location @docs_api_proxy_unreachable {
    include docs/headers.conf;
    ${JSON_TYPE}
    ${jsonReturn(502, 'API regionu nie odpowiedziało pośrednikowi: spróbuj ponownie za chwilę.')}
}
`;
}

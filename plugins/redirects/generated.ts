import {nginxRedirects} from './nginx';
import {redirectRules} from './rules';

export const NGINX_REDIRECTS_FILE = 'deploy/nginx/redirects.conf';

/** deploy/nginx/redirects.conf as plugins/redirects/rules.ts gives it (`npm run generate`). */
export function generatedRedirectFiles(baseUrl = '/pl/docs/'): {path: string; content: string}[] {
  return [{path: NGINX_REDIRECTS_FILE, content: nginxRedirects(redirectRules, baseUrl)}];
}

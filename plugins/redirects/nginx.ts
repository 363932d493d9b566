import type {RedirectRule} from './paths';

/**
 * nginx form of the redirect rules, committed as deploy/nginx/redirects.conf so the production
 * host answers them with a 301 before any file lookup. Exact-match locations win over the
 * generic legacy-form rules of deploy/nginx/docs.conf.
 */
export function nginxRedirects(rules: readonly RedirectRule[], baseUrl: string): string {
  const lines = [
    '# Generated from plugins/redirects/rules.ts by `npm run generate` (plugins/redirects/generated.ts).',
    '# Do not edit by hand.',
  ];
  for (const rule of rules) {
    const target = `${baseUrl}${rule.to.slice(1)}`;
    const from = `${baseUrl}${rule.from.slice(1)}`;
    for (const source of [from, from.slice(0, -1), `${from}index.html`, `${from.slice(0, -1)}.html`]) {
      lines.push(`location = ${source} { include docs/headers.conf; return 301 ${target}$is_args$args; }`);
    }
  }
  return `${lines.join('\n')}\n`;
}

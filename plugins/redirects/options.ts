import {redirectRules} from './rules';
import type {RedirectRule} from './paths';

export interface RedirectsPluginOptions {
  /** Redirect rules; defaults to rules.ts, the site's one list. */
  rules: readonly RedirectRule[];
}

export const defaultOptions: RedirectsPluginOptions = {rules: redirectRules};

/** Options as Docusaurus passes them (unknown), merged over the defaults and shape-checked. */
export function resolveOptions(options: unknown): RedirectsPluginOptions {
  if (options === undefined || options === null) return defaultOptions;
  if (typeof options !== 'object') throw new Error('docs-redirects: options must be an object');
  const {rules} = options as {rules?: unknown};
  if (rules === undefined) return defaultOptions;
  if (!Array.isArray(rules) || !rules.every((rule) => typeof rule?.from === 'string' && typeof rule?.to === 'string')) {
    throw new Error('docs-redirects: options.rules must be a list of {from, to} paths');
  }
  return {rules};
}

/**
 * Checks the rules before anything is written: each path relative to the base path with a
 * trailing slash, no duplicate source, no chain, and (once routes are known) a target that
 * exists. Throws with the offending rule and, for a missing target, the valid routes.
 */
export function validateRules(rules: readonly RedirectRule[], knownRoutes?: ReadonlySet<string>): void {
  const seen = new Set<string>();
  for (const rule of rules) {
    const label = `redirect rule ${JSON.stringify(rule)} (plugins/redirects/rules.ts)`;
    for (const path of [rule.from, rule.to]) {
      if (!/^\/([a-z0-9._-]+\/)*$/.test(path) || path.includes('..')) {
        throw new Error(`${label}: "${path}" must be a path relative to the base path, like /safety/`);
      }
    }
    if (rule.from === rule.to) throw new Error(`${label}: redirects to itself`);
    if (seen.has(rule.from)) throw new Error(`${label}: duplicate source ${rule.from}`);
    seen.add(rule.from);
    if (rules.some((other) => other.from === rule.to)) throw new Error(`${label}: target is itself redirected (a chain)`);
    if (knownRoutes && knownRoutes.has(rule.from)) throw new Error(`${label}: ${rule.from} is a page, a redirect would hide it`);
    if (knownRoutes && !knownRoutes.has(rule.to)) {
      throw new Error(`${label}: target ${rule.to} is not a page. Valid routes: ${[...knownRoutes].sort().join(', ')}`);
    }
  }
}

import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import {redirectRules} from './rules';
import type {RedirectRule} from './paths';

export interface RedirectsPluginOptions {
  /** Redirect rules; defaults to rules.ts, the site's one list. */
  rules: readonly RedirectRule[];
}

export const defaultOptions: RedirectsPluginOptions = {rules: redirectRules};

// The shape only; validateRules below checks what a rule means (paths, duplicates, chains).
const ruleSchema = Joi.object({from: Joi.string().required(), to: Joi.string().required()}).messages({
  'object.base': '{{#label}} must be an object with two paths, from and to, like from: "/stara/", to: "/nowa/"',
  'any.required': '{{#label}} is missing: each redirect rule needs both from and to',
});
const schema = Joi.object<RedirectsPluginOptions>({
  rules: Joi.array()
    .items(ruleSchema)
    .default(defaultOptions.rules)
    .messages({'array.base': '{{#label}} must be a list of rules, each with two paths: from and to'}),
});

/** Fills the default rules (rules.ts) and rejects options of the wrong shape (Joi, run by Docusaurus). */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<RedirectsPluginOptions> | undefined, RedirectsPluginOptions>): RedirectsPluginOptions {
  return validate(schema, options ?? {});
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

import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

/**
 * Runs a plugin's exported validateOptions the way Docusaurus does when it loads the plugin:
 * with normalizePluginOptions, which adds the `id` option and rejects unknown keys.
 */
export function validatePluginOptions<In, Out>(validateOptions: (context: OptionValidationContext<In, Out>) => Out, options: unknown): Out {
  return validateOptions({
    validate: normalizePluginOptions as OptionValidationContext<In, Out>['validate'],
    options: options as In,
  });
}

import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {noOptionsSchema} from '../page-data-kit/optionSchemas';

/**
 * OTM failover simulator (issue 7). The plugin only exposes its theme folder, so that MDX pages
 * import the widget as `@theme/OtmSimulator`; the model lives in src/ and has no options.
 */
export default function pluginOtmSimulator(_context: LoadContext): Plugin {
  return {
    name: 'otm-simulator',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },
  };
}

/** The plugin takes no options: Docusaurus runs this, so a stray one fails the build by name. */
export function validateOptions({validate, options}: OptionValidationContext<object | undefined, {id: string}>): {id: string} {
  return validate(noOptionsSchema('otm-simulator'), options ?? {});
}

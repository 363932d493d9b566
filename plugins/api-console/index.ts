import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {noOptionsSchema} from '../page-data-kit/optionSchemas';

/**
 * API console (issue 35): "Wypróbuj" on every operation of the API reference. The plugin exposes
 * its theme folder (`@theme/ApiTryIt`, the button the generated reference pages place); the
 * console's code loads only when a reader opens it. The engine (src/) is pure: request model,
 * validation, sandbox, curl and token rules.
 */
export default function pluginApiConsole(_context: LoadContext): Plugin {
  const themePath = path.resolve(__dirname, 'theme');
  return {
    name: 'api-console',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
  };
}

/** The plugin takes no options: Docusaurus runs this, so a stray one fails the build by name. */
export function validateOptions({validate, options}: OptionValidationContext<object | undefined, {id: string}>): {id: string} {
  return validate(noOptionsSchema('api-console'), options ?? {});
}

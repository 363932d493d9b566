import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {noOptionsSchema} from '../page-data-kit/optionSchemas';
import {apiSurface} from '../api-reference/public';
import {instanceFieldProblems, type ApiModelField} from './src/apiFields';

export const PLUGIN_NAME = 'platform-tools';

/**
 * Fails when the instance request builder and the API's description of POST /instances (the
 * model the API reference is built from) disagree on a field, so the two pages never contradict
 * each other. Returns nothing when they agree.
 */
export function assertInstanceFields(model: readonly ApiModelField[] = apiSurface.models.CreateInstanceCommand?.properties ?? []): void {
  const problems = instanceFieldProblems(model);
  if (problems.length > 0) {
    throw new Error(
      `[${PLUGIN_NAME}] the instance request builder (plugins/platform-tools/src/apiFields.ts) disagrees with CreateInstanceCommand in plugins/api-reference/data/api-surface.json:\n` +
        problems.map((problem) => `- ${problem}`).join('\n'),
    );
  }
}

/**
 * The platform's rules as tools (issue 17): the instance request builder, the payments
 * calculator, the Kubernetes manifests and the traffic manager record check. The engines live in
 * src/ (pure, tested directly); the widgets in theme/, imported only by the pages that show them
 * (`import InstanceRequestBuilder from '@theme/InstanceRequestBuilder'`), so no other page loads them.
 */
export default function pluginPlatformTools(_context: LoadContext): Plugin {
  const themePath = path.resolve(__dirname, 'theme');
  return {
    name: PLUGIN_NAME,
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    async loadContent() {
      assertInstanceFields();
    },
    async contentLoaded({actions}) {
      // The builder marks the fields the API requires from the API's own model, through a small
      // data module only the builder imports (the whole reference document would not fit a page).
      const model = apiSurface.models.CreateInstanceCommand?.properties ?? [];
      await actions.createData('instance-fields.json', JSON.stringify(model.map(({name, type, required}) => ({name, type, required}))));
    },
  };
}

/** The plugin takes no options: Docusaurus runs this, so a stray one fails the build by name. */
export function validateOptions({validate, options}: OptionValidationContext<object | undefined, {id: string}>): {id: string} {
  return validate(noOptionsSchema(PLUGIN_NAME), options ?? {});
}

import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {dictionaryData} from '../api-dictionaries/public';
import {writeBuildFile} from '../page-data-kit/files';
import {API_REFERENCE_DATA_DIR, apiSurface, apiTexts, terraformExamples, terraformSurface, terraformTexts} from './data';
import type {ApiReferenceOptions} from './options';
import {dictionaryCatalogue} from './src/catalogue';
import {assertTexts, type OpenApiDocument} from './src/openapi';
import {siteOpenApiDocument} from './src/site';
import {readerChoices} from './src/readerChoices';
import {referenceSamples} from './src/snippets';
import {textProblems} from './src/terraformPages';
import {documentJson, documentYaml} from './src/serialize';
import {PLUGIN_NAME, type OpenApiSettings} from './src/types';

const SETTING_KEYS: readonly (keyof OpenApiSettings)[] = [
  'platformName',
  'docsSiteUrl',
  'apiHostWaw',
  'apiHostKrk',
  'identityUrl',
  'apiScope',
  'apiScopeReadonly',
];

/** The site settings the document needs, from siteConfig.customFields (docusaurus.config.ts). */
export function openApiSettings(customFields: Record<string, unknown> | undefined): OpenApiSettings {
  const settings = customFields?.siteSettings as Record<string, unknown> | undefined;
  const missing = SETTING_KEYS.filter((key) => typeof settings?.[key] !== 'string' || settings[key] === '');
  if (!settings || missing.length > 0) {
    throw new Error(`[${PLUGIN_NAME}] siteConfig.customFields.siteSettings lacks ${missing.join(', ')} (docusaurus.config.ts)`);
  }
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, settings[key]])) as unknown as OpenApiSettings;
}

/**
 * API reference (issue 25): the OpenAPI 3.1 document of the services API, built from
 * data/api-surface.json and the Polish texts in data/. A missing or stale text fails the build.
 * The document is published as openapi.json and openapi.yaml under the base path, and handed to
 * pages as a route-less data module: `import doc from '@generated/api-reference/default/openapi.json'`
 * (client/generated.d.ts types it). It is not global data, which every page would load. Code
 * outside a build calls siteOpenApiDocument(settings) from src/site.ts.
 */
export default function pluginApiReference(context: LoadContext, options: ApiReferenceOptions): Plugin<OpenApiDocument> {
  const {jsonPath, yamlPath, dictionariesRoute, errorsRoute} = options;
  const themePath = path.join(__dirname, 'theme');
  return {
    name: PLUGIN_NAME,
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getPathsToWatch: () => [path.join(__dirname, 'data', '*')],
    async loadContent() {
      // Checked first on its own, so a writer sees every missing text in one message.
      assertTexts(apiSurface, apiTexts, dictionaryCatalogue(dictionaryData, dictionariesRoute), API_REFERENCE_DATA_DIR);
      // The Terraform reference pages are committed, generated from these texts; a text that
      // went missing or names a field the provider lacks fails the build, not only the tests.
      const terraformProblems = textProblems(terraformSurface, terraformTexts, terraformExamples);
      if (terraformProblems.length > 0) {
        throw new Error(
          `[${PLUGIN_NAME}] Terraform reference texts in ${API_REFERENCE_DATA_DIR} (terraformTexts.data.json, terraformExamples.data.json):\n- ${terraformProblems.join('\n- ')}`,
        );
      }
      return siteOpenApiDocument(openApiSettings(context.siteConfig.customFields), {
        baseUrl: context.baseUrl,
        dictionariesRoute,
        errorsRoute,
      });
    },
    async contentLoaded({content, actions}) {
      await actions.createData('openapi.json', JSON.stringify(content));
      // Python, JavaScript and Go samples for the default region's host; pages swap the host.
      const {apiHostWaw} = openApiSettings(context.siteConfig.customFields);
      await actions.createData('samples.json', JSON.stringify(referenceSamples(content, apiHostWaw)));
      // The published ids "Twoje wartości" offers by name, loaded with its panel.
      await actions.createData('reader-choices.json', JSON.stringify(readerChoices(dictionaryData)));
    },
    async postBuild({content, outDir}) {
      await writeBuildFile(outDir, jsonPath, documentJson(content));
      await writeBuildFile(outDir, yamlPath, documentYaml(content));
    },
  };
}

export {validateOptions} from './options';

import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {writeBuildFile} from '../page-data-kit/files';
import {DATA_FILES, type SiteInfo} from './src/types';

/**
 * Adds to the build what the MCP server needs besides the files other plugins write (the search
 * index, the twins, openapi.json, the data JSON files): `mcp/site.json` with the site's
 * published origin, base path and titles, so answers cite the pages' real addresses. The server
 * itself is bundled and packed after the build (`pack.mjs`), when every plugin's files exist.
 */
export interface McpServerOptions {
  id: string;
  /** Route of the page for readers about the server, relative to the base path. */
  guideRoute: string;
}

const schema = Joi.object<McpServerOptions>({
  id: Joi.string().default('default'),
  guideRoute: Joi.string()
    .pattern(/^\/([a-z0-9.-]+\/)+$/)
    .default('/services/api/asystenci-ai/')
    .messages({
      'string.pattern.base': '{{#label}} must be a route with its trailing slash, like /services/api/asystenci-ai/ (got "{{#value}}")',
    }),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<McpServerOptions> | undefined, McpServerOptions>): McpServerOptions {
  return validate(schema, options ?? {});
}

export default function pluginMcpServer(context: LoadContext, options: McpServerOptions): Plugin {
  return {
    name: 'mcp-server',
    async postBuild({outDir, siteConfig}) {
      const settings = siteConfig.customFields?.siteSettings as Record<string, string> | undefined;
      if (!settings?.docsSiteUrl || !settings.platformName)
        throw new Error('[mcp-server] siteConfig.customFields.siteSettings needs docsSiteUrl and platformName (docusaurus.config.ts)');
      const site: SiteInfo = {
        schemaVersion: 1,
        title: siteConfig.title,
        platformName: settings.platformName,
        origin: new URL(settings.docsSiteUrl).origin,
        baseUrl: context.baseUrl,
        guideRoute: options.guideRoute,
      };
      await writeBuildFile(outDir, DATA_FILES.site, `${JSON.stringify(site, null, 2)}\n`);
    },
  };
}

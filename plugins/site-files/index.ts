import {mkdir, readFile, readdir, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {REDIRECT_SCRIPT} from '../redirects/public';
import {contentSecurityPolicy, cspConf, inlineScriptHashes} from './csp';
import {robotsTxt} from './robots';

/** Where each build writes its own policy, inside the generated-files folder (.docusaurus). */
export const BUILT_CSP_FILE = 'site-files/csp.conf';

export interface SiteFilesOptions {
  /** Third-party hosts the configured tag manager or hosted search needs in the policy. */
  csp: {scriptHosts: string[]; connectHosts: string[]};
  /** Where the generated nginx include lives, relative to the site folder. */
  cspConfPath: string;
}

const host = Joi.string().uri({scheme: ['https']});
const schema = Joi.object<SiteFilesOptions>({
  csp: Joi.object({
    scriptHosts: Joi.array().items(host).default([]),
    connectHosts: Joi.array().items(host).default([]),
  }).default({scriptHosts: [], connectHosts: []}),
  cspConfPath: Joi.string().default('deploy/nginx/csp.conf'),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<SiteFilesOptions> | undefined, SiteFilesOptions>): SiteFilesOptions {
  return validate(schema, options ?? {});
}

async function htmlFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, {withFileTypes: true, recursive: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Files derived from the site settings and the build: robots.txt, and the production server's
 * Content-Security-Policy (deploy/nginx/csp.conf) with the hash of every inline script.
 */
export default function pluginSiteFiles(context: LoadContext, options: SiteFilesOptions): Plugin {
  return {
    name: 'site-files',
    async postBuild({outDir, siteConfig}) {
      await writeFile(join(outDir, 'robots.txt'), robotsTxt(siteConfig.url, siteConfig.baseUrl));
      // Pages are on disk before postBuild; the redirect pages are written by another plugin's
      // postBuild at the same time, so their one shared script is hashed from its source.
      const hashes = new Set(inlineScriptHashes(`<script>${REDIRECT_SCRIPT}</script>`));
      for (const file of await htmlFiles(outDir)) {
        for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
      }
      const expected = cspConf(contentSecurityPolicy(hashes, options.csp));
      // This build's policy, beside the other generated files: `npm run generate` copies it to
      // the committed file, and a deployment with a tag manager deploys this one.
      const built = join(context.generatedFilesDir, BUILT_CSP_FILE);
      await mkdir(dirname(built), {recursive: true});
      await writeFile(built, expected);
      const target = join(context.siteDir, options.cspConfPath);
      const current = await readFile(target, 'utf8').catch(() => '');
      if (current !== expected) {
        // Not fatal: a deployment with a tag manager has other scripts than the committed file.
        // The e2e suite fails on the default build, so the committed file never goes stale.
        console.warn(
          `[site-files] ${options.cspConfPath} does not match this build's inline scripts (${hashes.size} hashes). ` +
            `Run \`npm run generate\` to update it, or deploy .docusaurus/${BUILT_CSP_FILE}, or pages will be blocked by the policy.`,
        );
      }
    },
  };
}

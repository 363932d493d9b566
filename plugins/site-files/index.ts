import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {robotsTxt} from './robots';

/** Writes files derived from the site settings into the build (robots.txt). */
export default function pluginSiteFiles(_context: LoadContext): Plugin {
  return {
    name: 'site-files',
    async postBuild({outDir, siteConfig}) {
      await writeFile(join(outDir, 'robots.txt'), robotsTxt(siteConfig.url, siteConfig.baseUrl));
    },
  };
}

import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {writeBuildFile} from '../page-data-kit/files';
import {pageBody} from '../page-data-kit/mdx/frontMatter';
import {absoluteRoute, type SiteAddresses} from './src/links';
import {convertInWorker} from './src/convertInWorker';
import {FORMS} from './src/registry';
import {homeTwin} from './src/home';
import {llmsFullTxt, llmsTxt, sidebarSections, type SidebarItem, type TwinPage} from './src/llms';
import {twinUrl} from './src/site';
import {PLUGIN_NAME} from './src/types';
import {defaultOptions, type MarkdownTwinsOptions} from './options';

/** A doc as the docs plugin loaded it (the fields the twins read). */
interface LoadedDoc {
  id: string;
  source: string;
  permalink: string;
  title: string;
  description: string;
}

interface LoadedVersion {
  docs: LoadedDoc[];
  sidebars: Record<string, SidebarItem[]>;
}

interface Converted {
  settings: Record<string, string>;
  addresses: SiteAddresses;
  version: LoadedVersion;
  /** Each doc's route (base path, trailing slash) and twin, in the order of `version.docs`. */
  routes: string[];
  markdown: string[];
}

type AllContent = Record<string, Record<string, unknown> | undefined>;

function contentOf<T>(allContent: AllContent, plugin: string): T {
  const content = allContent[plugin]?.default;
  if (!content)
    throw new Error(
      `[${PLUGIN_NAME}] needs the plugin "${plugin}" (its data is rendered into the twins); register it in docusaurus.config.ts`,
    );
  return content as T;
}

/**
 * Markdown twins (issue 18): after the build, every doc page gets `index.md` beside its
 * `index.html` (its MDX source converted by src/convert.ts, with the data components rendered
 * from the same data as the page), and the build gets llms.txt and llms-full.txt in sidebar
 * order. The data comes from the other plugins' loaded content (allContentLoaded), not from
 * the HTML.
 */
export default function pluginMarkdownTwins(context: LoadContext, options: Partial<MarkdownTwinsOptions> = {}): Plugin {
  const {llmsTxtPath, llmsFullTxtPath, summary, files, home} = {...defaultOptions, ...options};
  const {siteConfig, siteDir, baseUrl} = context;
  let allContent: AllContent = {};
  let conversion: Promise<Converted> | undefined;

  /** Reads every doc's body and converts the pages in a worker thread. */
  async function convert(): Promise<Converted> {
    const settings = siteConfig.customFields?.siteSettings as Record<string, string> | undefined;
    if (!settings?.docsSiteUrl)
      throw new Error(`[${PLUGIN_NAME}] siteConfig.customFields.siteSettings.docsSiteUrl is missing (docusaurus.config.ts)`);
    const codeJson = JSON.parse(await readFile(path.join(context.localizationDir, 'code.json'), 'utf8')) as Record<
      string,
      {message: string}
    >;
    const messages = Object.fromEntries(Object.entries(codeJson).map(([id, entry]) => [id, entry.message]));
    const docsContent = contentOf<{loadedVersions: LoadedVersion[]}>(allContent, 'docusaurus-plugin-content-docs');
    const [version] = docsContent.loadedVersions;
    const fileOf = (doc: LoadedDoc) => doc.source.replace(/^@site\//, '');
    // Doc permalinks come without the site's trailing slash; the built routes have it.
    const {trailingSlash} = siteConfig;
    const routeOf = (doc: LoadedDoc) => applyTrailingSlash(doc.permalink, {trailingSlash, baseUrl});
    const addresses = {
      origin: new URL(settings.docsSiteUrl).origin,
      baseUrl,
      trailingSlash,
      routesByFile: new Map(version.docs.map((doc) => [fileOf(doc), routeOf(doc)])),
    };
    const contents = Object.fromEntries(FORMS.flatMap((form) => (form.plugin ? [[form.plugin, contentOf(allContent, form.plugin)]] : [])));
    const pages = await Promise.all(
      version.docs.map(async (doc) => {
        const file = fileOf(doc);
        const source = await readFile(path.join(siteDir, file), 'utf8');
        const body = await pageBody(source, settings, file, siteConfig.markdown.parseFrontMatter);
        return {file, title: doc.title, description: doc.description, permalink: routeOf(doc), body};
      }),
    );
    const markdown = await convertInWorker({addresses, contents, settings, messages, pages});
    return {settings, addresses, version, routes: pages.map((page) => page.permalink), markdown};
  }

  return {
    name: PLUGIN_NAME,
    async allContentLoaded({allContent: loaded}) {
      allContent = loaded as AllContent;
      // A production build starts the conversion now, so it runs while Rspack bundles; `npm start`
      // never writes twins.
      if (process.env.NODE_ENV === 'production') {
        conversion = convert();
        // Its failure is reported by postBuild, which awaits it; a build that fails earlier exits.
        conversion.catch(() => undefined);
      }
    },
    async postBuild({outDir}) {
      const {settings, addresses, version, routes, markdown} = await (conversion ?? convert());
      const pages: TwinPage[] = [];
      for (const [index, doc] of version.docs.entries()) {
        const url = absoluteRoute(routes[index], addresses);
        pages.push({id: doc.id, title: doc.title, description: doc.description, url, twinUrl: twinUrl(url), markdown: markdown[index]});
        await writeBuildFile(outDir, path.posix.join(doc.permalink.slice(baseUrl.length), 'index.md'), markdown[index]);
      }
      // Other plugins write the listed files in their own postBuild, which Docusaurus runs in
      // parallel with this one: the e2e build test checks that each exists (tests/e2e/twins.e2e.ts).
      const sections = sidebarSections(Object.values(version.sidebars).flat(), pages);
      const summaryLine = summary ?? `${siteConfig.tagline} ${settings.platformName}, po polsku.`;
      const fileLinks = files.map((file) => ({
        label: file.label,
        url: absoluteRoute(`/${file.path}`, addresses),
        description: file.description,
      }));
      const homeUrl = absoluteRoute('/', addresses);
      const homeLink = home
        ? [
            {
              label: `Strona główna: ${home.title}`,
              url: twinUrl(homeUrl),
              description: 'co obejmuje dokumentacja, najczęstsze zadania i działy',
            },
          ]
        : [];
      const index = {title: siteConfig.title, summary: summaryLine, links: [...homeLink, ...fileLinks]};
      if (home) {
        const twinOf = (route: string) => twinUrl(absoluteRoute(route, addresses));
        await writeBuildFile(outDir, 'index.md', homeTwin({home, url: homeUrl, twinOf, sections, files: fileLinks}));
      }
      await writeBuildFile(outDir, llmsTxtPath, llmsTxt(index, sections));
      await writeBuildFile(outDir, llmsFullTxtPath, llmsFullTxt(index, sections));
      console.log(`[${PLUGIN_NAME}] ${pages.length} Markdown twins, ${llmsTxtPath} and ${llmsFullTxtPath} written.`);
    },
  };
}

export {validateOptions} from './options';

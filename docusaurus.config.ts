import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {resolveSiteSettings} from './src/siteSettings';
import {buildFooter, buildNavbar} from './src/config/navigation';
import {darkCodeTheme, lightCodeTheme} from './src/config/prismThemes';
import remarkSiteSettings from './plugins/remark-site-settings';
import remarkPolishTypography from './plugins/remark-polish-typography';
import remarkGlossaryLinks from './plugins/glossary/remark';
import remarkDiagrams from './plugins/diagrams/remark';
import {rehypeStaticTables} from './plugins/api-reference/public';
import {algoliaFromEnv} from './plugins/search-pl/src/algolia';
import {connectSources} from './plugins/api-console/src/target';
import {lastUpdateDecision, readGitState} from './src/config/lastUpdate';
import {validTagManagerId} from './src/utils/pageView';
import {popularPages} from './src/data/popularPages';
import {homeHeadings, homeTexts} from './src/data/home';
import {topTasks} from './src/data/topTasks';
import {quickLinks} from './src/data/quickLinks';
import {SSR_TEMPLATE} from './plugins/framework-patches/entryScripts';
import {patchesOff} from './plugins/framework-patches/switches';
import remarkFencedCodeBlocks from './plugins/framework-patches/mdx/fencedCode';

// Deployers override any site setting with SITE_* variables (see README); a bad value fails here.
const settings = resolveSiteSettings(process.env);
// Settings first, so the typography also binds the words that tokens bring in.
// Glossary term links after the settings (tokens filled) and before the typography (it binds words).
// The settings are bound here rather than passed as plugin options: options are serialized into
// the site config that every page loads, and the docs and pages would each carry a copy.
function remarkSettingsBound(this: unknown) {
  return remarkSiteSettings.call(this as never, {settings: settings as unknown as Record<string, string>});
}
// ```mermaid blocks become diagrams drawn ahead of time (plugins/diagrams, CONTRIBUTING.md "Diagrams"),
// after the settings are filled in. One without a drawing fails the build, naming it; during
// `npm start` the browser draws it instead, so an author sees an edit before drawing it.
function remarkDiagramsBound(this: unknown) {
  return remarkDiagrams.call(this as never, {siteDir: __dirname, onMissing: process.env.NODE_ENV === 'production' ? 'fail' : 'draw'});
}
// The settings run before Docusaurus' own remark plugins, so a token in a heading is filled
// before the table of contents copies the heading (the Terraform reference titles each item
// `%%terraformProviderName%%_instance`); no other heading holds a token, so no anchor changes.
const beforeDefaultRemarkPlugins = [remarkSettingsBound, remarkDiagramsBound];
// Last: the fenced blocks, their text final, become the page's own CodeBlock elements (patch
// `code-block-on-pages-with-code`, plugins/framework-patches/PATCHES.md).
const remarkPlugins = [remarkGlossaryLinks, remarkPolishTypography, remarkFencedCodeBlocks];
const BASE_URL = '/pl/docs/';
const TRAILING_SLASH = true;
// The generated reference and Terraform pages' tables reach the browser as HTML that hydration
// does not walk (plugins/api-reference/src/staticTables.ts, issue 40).
function rehypeStaticTablesBound(this: unknown) {
  return rehypeStaticTables.call(this as never, {
    baseUrl: BASE_URL,
    trailingSlash: TRAILING_SLASH,
    markdownTablesIn: ['/docs/services/api/referencja/', '/docs/services/terraform/'],
  });
}
// The tag manager loads only when a container id is given at build time; by default no third party.
const tagManagerId = validTagManagerId(process.env.GTM_CONTAINER_ID);
// Algolia DocSearch when its three ALGOLIA_* variables are set, else our local Polish search (CONTRIBUTING.md).
const algolia = algoliaFromEnv(process.env);
// The site folder as Docusaurus sees it (the command's folder): a copy with links to this
// repository is not inside its worktree, though this file's real path is.
const lastUpdate = lastUpdateDecision(readGitState(process.cwd()));
if (!lastUpdate.show) console.log(`[docs] Pages show no last-update date: ${lastUpdate.reason}.`);

// Docusaurus' docs plugin options (README, "Adding a page"): the pages under docs/ at the base path.
const docsOptions = {
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  // A section's index page is already its category link: keep it out of the item list.
  sidebarItemsGenerator: async ({defaultSidebarItemsGenerator, ...args}) =>
    (await defaultSidebarItemsGenerator(args)).filter((item) => !(item.type === 'doc' && item.id === `${args.item.dirName}/index`)),
  beforeDefaultRemarkPlugins,
  remarkPlugins,
  // Docusaurus writes the preset's options into the site config every page loads, a function as
  // `null`; a list that serialises to nothing keeps this one out of it (the docs plugin still gets it).
  rehypePlugins: Object.assign([rehypeStaticTablesBound], {toJSON: () => undefined}),
  breadcrumbs: true,
  // "Ostatnia aktualizacja" from each page's git history, unless the history is missing
  // or shallow (then every page would carry one commit's date): src/config/lastUpdate.ts.
  showLastUpdateTime: lastUpdate.show,
} satisfies Preset.Options['docs'];

const config: Config = {
  title: `Dokumentacja — ${settings.platformName}`,
  tagline: 'Przewodniki, FAQ i opis API platformy chmurowej',
  favicon: 'img/favicon.svg',
  url: settings.docsSiteUrl,
  baseUrl: BASE_URL,
  // The banner is an inline script on the home page for a misconfigured baseUrl; the e2e suite
  // checks the base path instead, and one fewer inline script keeps the CSP short.
  baseUrlIssueBanner: false,
  trailingSlash: TRAILING_SLASH,
  // Docusaurus' template with one change: a page paints before its entry scripts run (plugins/framework-patches/PATCHES.md, `ssr-template`).
  ...(patchesOff().has('ssr-template') ? {} : {ssrTemplate: SSR_TEMPLATE}),
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  i18n: {defaultLocale: 'pl', locales: ['pl'], localeConfigs: {pl: {htmlLang: 'pl', label: 'Polski'}}},
  // v4 turns on @docusaurus/faster (Rspack, SWC, Lightning CSS); experimental_faster is rejected in 3.10.
  // DOCS_WEBPACK=1 builds with webpack and Babel instead, only for the bench's speed ratio (scripts/bench.mjs).
  future: {v4: true, ...(process.env.DOCS_WEBPACK === '1' ? {faster: false} : {})},
  markdown: {
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },
  clientModules: [
    './src/clientModules/dataLayer.ts',
    './src/clientModules/sidebarReveal.ts',
    // The first-party copy of the reader signals: only on a site that sets readerEventsPath.
    ...(settings.readerEventsPath ? ['./src/clientModules/readerEvents.ts'] : []),
  ],
  // A printed page shows each site link's full address; the print CSS (src/css/custom.css) reads
  // the site's origin from this property, so it comes from the site settings, not the stylesheet.
  headTags: [
    {tagName: 'style', attributes: {}, innerHTML: `:root{--docs-print-origin:${JSON.stringify(new URL(settings.docsSiteUrl).origin)}}`},
  ],
  plugins: [
    ['./plugins/framework-patches/docs/index.ts', docsOptions] satisfies PluginConfig,
    ...(tagManagerId ? [['@docusaurus/plugin-google-tag-manager', {containerId: tagManagerId}] satisfies PluginConfig] : []),
    './plugins/redirects/index.ts',
    [
      './plugins/site-files/index.ts',
      {
        // The policy allows what the configured third parties load (deploy/README.md, "Content-Security-Policy").
        csp: {
          scriptHosts: tagManagerId ? ['https://www.googletagmanager.com'] : [],
          connectHosts: [
            ...(tagManagerId ? ['https://www.google-analytics.com'] : []),
            ...(algolia ? [`https://${algolia.appId}-dsn.algolia.net`] : []),
            // The API console's real target: only the direct mode talks to other hosts.
            ...connectSources(settings.apiConsole, settings),
          ],
        },
      },
    ] satisfies PluginConfig,
    './plugins/otm-simulator/index.ts',
    './plugins/platform-tools/index.ts',
    ...(algolia
      ? []
      : [['./plugins/search-pl/index.ts', {popularPages, synonymsModule: './plugins/glossary/searchSynonyms.ts'}] satisfies PluginConfig]),
    './plugins/api-dictionaries/index.ts',
    './plugins/error-catalogue/index.ts',
    './plugins/api-reference/index.ts',
    [
      './plugins/api-console/index.ts',
      {
        mode: settings.apiConsole,
        hosts: {apiHostWaw: settings.apiHostWaw, apiHostKrk: settings.apiHostKrk, identityUrl: settings.identityUrl},
      },
    ] satisfies PluginConfig,
    './plugins/glossary/index.ts',
    './plugins/diagrams/index.ts',
    // After the data plugins: the twins render their tables; llms.txt lists their files.
    [
      './plugins/markdown-twins/index.ts',
      {
        home: {
          title: homeTexts(settings.platformName).title,
          description: homeTexts(settings.platformName).description,
          lead: homeTexts(settings.platformName).lead,
          tasksHeading: homeHeadings.tasks,
          tasks: topTasks,
          linksHeading: homeHeadings.links,
          links: quickLinks,
        },
      },
    ] satisfies PluginConfig,
    './plugins/mcp-server/index.ts',
    // Every patch of the framework's internals (plugins/framework-patches/PATCHES.md).
    './plugins/framework-patches/index.ts',
  ],
  presets: [
    [
      'classic',
      {
        // Registered below as ./plugins/framework-patches/docs (the same plugin, leaner props on every page).
        docs: false,
        blog: false,
        pages: {beforeDefaultRemarkPlugins, remarkPlugins},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/pl/docs/search/**']},
      } satisfies Preset.Options,
    ],
  ],
  customFields: {siteSettings: settings},
  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'chmura, dokumentacja, maszyny wirtualne, API, Kubernetes, Terraform'}],
    colorMode: {defaultMode: 'light', respectPrefersColorScheme: true},
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: buildNavbar(settings),
    footer: buildFooter(settings),
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['bash', 'json', 'yaml', 'hcl', 'http', 'ini', 'python'],
    },
    ...(algolia ? {algolia} : {}),
  } satisfies Preset.ThemeConfig,
};

export default config;

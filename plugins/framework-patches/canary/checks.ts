import type {CanaryCheck} from './canary';

/** An import of a framework file that a replacement in ../replacements.ts rewrites (patch, importer, exact request). */
export interface ReplacedImport {
  patch: string;
  package: string;
  importer: string;
  request: string;
}

// `import … from '<request>'` and `import('<request>')` of a module, whatever the path before its name.
const importsOf = (module: string) => new RegExp(`(?:from|import\\()\\s*'([^']*\\b${module}(?:\\.js)?)'`);

/** What each patch of PATCHES.md matches in the installed framework, checked by ../__tests__/canary.test.ts. */
export const CHECKS: CanaryCheck[] = [
  {
    patch: 'browser-context',
    package: '@docusaurus/core',
    file: 'lib/client/browserContext.js',
    expect: [
      {exports: ['Context', 'BrowserContextProvider']},
      {contains: 'setIsBrowser(true);'},
      {lacks: 'startTransition', meaning: 'core now switches in a transition itself: delete the patch'},
      {
        scan: {
          dir: 'lib',
          pattern: importsOf('browserContext'),
          equals: ['lib/client/App.js: ./browserContext', 'lib/client/exports/useIsBrowser.js: ../browserContext'],
        },
      },
    ],
  },
  {
    patch: 'window-size',
    package: '@docusaurus/theme-common',
    file: 'lib/hooks/useWindowSize.js',
    expect: [
      {exports: ['useWindowSize']},
      {contains: 'const DesktopBreakpoint = 996;'},
      {lacks: 'startTransition', meaning: 'theme-common now stores the size in a transition itself: delete the patch'},
      {
        scan: {
          dir: 'lib',
          pattern: importsOf('useWindowSize'),
          equals: ['lib/contexts/navbarMobileSidebar.js: ../hooks/useWindowSize', 'lib/index.js: ./hooks/useWindowSize'],
        },
      },
    ],
  },
  {
    patch: 'shallow-memo',
    package: '@docusaurus/theme-common',
    file: 'lib/utils/reactUtils.js',
    expect: [
      {exports: ['useEvent', 'usePrevious', 'ReactContextError', 'useShallowMemoObject', 'composeProviders']},
      {contains: 'deps.sort((a, b) => a[0].localeCompare(b[0]));'},
      {
        // Every importer of the module: the six that go up a folder are given ours (two call the hook).
        scan: {
          dir: 'lib',
          pattern: importsOf('reactUtils'),
          equals: [
            'lib/contexts/announcementBar.js: ../utils/reactUtils',
            'lib/contexts/colorMode.js: ../utils/reactUtils',
            'lib/contexts/navbarMobileSidebar.js: ../utils/reactUtils',
            'lib/contexts/navbarSecondaryMenu/content.js: ../../utils/reactUtils',
            'lib/contexts/navbarSecondaryMenu/display.js: ../../utils/reactUtils',
            'lib/hooks/useMutationObserver.js: ../utils/reactUtils',
            'lib/index.js: ./utils/reactUtils',
            'lib/utils/codeBlockUtils.js: ./reactUtils',
            'lib/utils/historyUtils.js: ./reactUtils',
            'lib/utils/scrollUtils.js: ./reactUtils',
            'lib/utils/titleFormatterUtils.js: ./reactUtils',
            'lib/utils/useLocationChange.js: ./reactUtils',
          ],
        },
      },
      {
        scan: {
          dir: 'lib',
          pattern: /(useShallowMemoObject)\(/,
          equals: [
            'lib/contexts/navbarSecondaryMenu/content.js: useShallowMemoObject',
            'lib/hooks/useMutationObserver.js: useShallowMemoObject',
            'lib/utils/reactUtils.js: useShallowMemoObject',
          ],
        },
      },
    ],
  },
  {
    patch: 'tabs-key',
    package: '@docusaurus/theme-classic',
    file: 'lib/theme/Tabs/index.js',
    expect: [
      {contains: "import useIsBrowser from '@docusaurus/useIsBrowser';"},
      {contains: 'const isBrowser = useIsBrowser();'},
      {contains: 'key={String(isBrowser)}>'},
      // The declaration and the key: nothing else of Tabs reads it.
      {occurrences: 'isBrowser', times: 2},
    ],
  },
  {
    patch: 'utils-common-tslib',
    package: '@docusaurus/utils-common',
    file: 'lib/index.js',
    expect: [{contains: 'require("tslib")'}, {scan: {dir: 'lib', pattern: /tslib_1\.(__\w+)/, equals: ['lib/index.js: __importDefault']}}],
  },
  {
    patch: 'prism-languages-on-demand',
    package: '@docusaurus/theme-classic',
    file: 'lib/index.js',
    expect: [{contains: "'./prism-include-languages',"}],
  },
  {
    patch: 'prism-languages-on-demand',
    package: '@docusaurus/theme-classic',
    file: 'lib/theme/prism-include-languages.js',
    expect: [{contains: 'export default function prismIncludeLanguages(PrismObject) {'}],
  },
  {
    patch: 'prism-react-renderer-lean',
    package: '@docusaurus/theme-classic',
    file: 'lib/prism-include-languages.js',
    expect: [
      // What the theme takes from prism-react-renderer on the client: our module has each of these.
      {
        scan: {
          dir: 'lib',
          pattern: /import\s*(\{[^}]*\}|\w+)\s*from\s*'prism-react-renderer'/,
          equals: ['lib/prism-include-languages.js: { Prism }', 'lib/theme/CodeBlock/Content/index.js: {Highlight}'],
        },
      },
    ],
  },
  {
    patch: 'compile-hint',
    package: '@docusaurus/core',
    file: 'lib/webpack/client.js',
    expect: [{contains: 'runtimeChunk: true,'}, {contains: "entry: path_1.default.resolve(__dirname, '../client/clientEntry.js'),"}],
  },
  {
    patch: 'react-dom-chunk',
    package: '@docusaurus/core',
    file: 'lib/webpack/base.js',
    expect: [
      {contains: 'cacheGroups: {'},
      // Ours has priority 60: above every group of core's.
      {scan: {dir: 'lib/webpack', pattern: /priority: (\d+)/, equals: ['lib/webpack/base.js: 40', 'lib/webpack/base.js: 50']}},
    ],
  },
  {
    patch: 'infima-unused-rules',
    package: '@docusaurus/theme-classic',
    file: 'lib/index.js',
    expect: [
      // The stylesheet the postcss step recognises by its path (INFIMA_STYLESHEET in ../infimaRules.ts).
      {contains: "return `infima/dist/css/default/default${direction === 'rtl' ? '-rtl' : ''}.css`;"},
      {contains: 'require.resolve(getInfimaCSSFile(direction)),'},
    ],
  },
  {
    patch: 'infima-unused-rules',
    package: 'infima',
    file: 'dist/css/default/default.css',
    expect: [{contains: '.navbar__link'}, {contains: '.menu__link'}],
  },
  {
    patch: 'ssr-template',
    package: '@docusaurus/core',
    file: 'lib/ssg/ssgTemplate.html.js',
    expect: [
      {contains: '<script src="<%= it.baseUrl %><%= script %>" defer></script>'},
      {contains: '<div id="__docusaurus"><%~ it.appHtml %></div>'},
    ],
  },
  {
    patch: 'route-chunks',
    package: '@docusaurus/core',
    file: 'lib/server/codegen/codegenRoutes.js',
    expect: [
      {
        contains:
          '`  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`',
      },
      {contains: "'registry.js'"},
    ],
  },
  {
    patch: 'route-chunks',
    package: '@docusaurus/core',
    file: 'lib/webpack/client.js',
    expect: [
      {contains: "const clientManifestPath = path_1.default.join(generatedFilesDir, 'client-manifest.json');"},
      {contains: 'require("react-loadable-ssr-addon-v5-slorber")'},
    ],
  },
  {
    patch: 'chunk-tasks',
    package: '@docusaurus/core',
    file: 'lib/client/clientEntry.js',
    expect: [{contains: 'preload(window.location.pathname).then(() => {'}],
  },
  {
    patch: 'offline-navigation',
    package: '@docusaurus/core',
    file: 'lib/client/PendingNavigation.js',
    expect: [{contains: 'preload(nextLocation.pathname)'}, {contains: 'window.location.reload();'}],
  },
  {
    patch: 'idle-prefetch',
    package: '@docusaurus/core',
    file: 'lib/client/docusaurus.js',
    expect: [
      {contains: 'export default Object.freeze(docusaurus);'},
      {contains: 'const chunkAsset = __webpack_require__.gca(chunkName);'},
      {contains: 'prefetch,'},
    ],
  },
  {
    patch: 'idle-prefetch',
    package: '@docusaurus/core',
    file: 'lib/client/exports/Link.js',
    expect: [{contains: 'window.docusaurus.prefetch(targetLink);'}, {contains: 'window.docusaurus.preload(targetLink);'}],
  },
  {
    patch: 'idle-prefetch',
    package: '@docusaurus/core',
    file: 'lib/webpack/plugins/ChunkAssetPlugin.js',
    expect: [{contains: "const DocusaurusGetChunkAssetFn = '__webpack_require__.gca';"}],
  },
  {
    patch: 'theme-internals',
    package: '@docusaurus/theme-common',
    file: 'lib/internal.js',
    expect: [
      {
        exports: [
          'CodeBlockContextProvider',
          'createCodeBlockMetadata',
          'useCodeBlockContext',
          'useNavbarMobileSidebar',
          'useCodeWordWrap',
        ],
      },
    ],
  },
  {
    patch: 'code-block-string',
    package: '@docusaurus/theme-classic',
    file: 'lib/theme/CodeBlock/Content/String.js',
    expect: [
      {contains: 'const wordWrap = useCodeWordWrap();'},
      {contains: '<CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>'},
    ],
  },
  {
    // The word-wrap state client/useCodeWordWrap.ts stands in for: the same four fields.
    patch: 'code-block-string',
    package: '@docusaurus/theme-common',
    file: 'lib/hooks/useCodeWordWrap.js',
    expect: [{contains: 'return { codeBlockRef, isEnabled, isCodeScrollable, toggle };'}],
  },
  {
    patch: 'code-block-server-lines',
    package: '@docusaurus/theme-classic',
    file: 'lib/theme/CodeBlock/Content/index.js',
    expect: [{contains: 'const {metadata, wordWrap} = useCodeBlockContext();'}, {contains: 'ref={wordWrap.codeBlockRef}'}],
  },
  {
    // A block waiting for the highlighter takes the theme's body classes, from this file.
    patch: 'code-block-server-lines',
    package: '@docusaurus/theme-classic',
    file: 'lib/theme/CodeBlock/Content/styles.module.css',
    expect: [{contains: '.codeBlock {'}, {contains: '.codeBlockLines {'}],
  },
  {
    patch: 'code-block-colour-mode',
    package: '@docusaurus/theme-classic',
    file: 'lib/theme/CodeBlock/index.js',
    expect: [{contains: '<CodeBlockComp key={String(isBrowser)} {...props}>'}],
  },
  {
    // The map every MDX page takes names MDXComponents/Code, which this plugin's theme replaces.
    patch: 'code-block-on-pages-with-code',
    package: '@docusaurus/theme-classic',
    file: 'lib/theme/MDXComponents/index.js',
    expect: [{contains: "import MDXCode from '@theme/MDXComponents/Code';"}, {contains: '  code: MDXCode,'}],
  },
  {
    patch: 'code-block-on-pages-with-code',
    package: '@docusaurus/theme-classic',
    file: 'lib/theme/MDXComponents/Code.js',
    expect: [
      // When the theme no longer imports CodeBlock into every page, the patch can go.
      {contains: "import CodeBlock from '@theme/CodeBlock';"},
      // Our inline rule is the theme's.
      {contains: "(el) => typeof el === 'string' && !el.includes('\\n'),"},
    ],
  },
  {
    // The props a fenced block's element gives the CodeBlock are those this step gave it.
    patch: 'code-block-on-pages-with-code',
    package: '@docusaurus/mdx-loader',
    file: 'lib/remark/mdx1Compat/codeCompatPlugin.js',
    expect: [{contains: 'node.data.hProperties.metastring = node.meta;'}],
  },
  {
    patch: 'mobile-sidebar-on-open',
    package: '@docusaurus/theme-classic',
    file: 'lib/theme/Navbar/MobileSidebar/index.js',
    expect: [{contains: 'const mobileSidebar = useNavbarMobileSidebar();'}, {contains: 'if (!mobileSidebar.shouldRender) {'}],
  },
  {
    patch: 'navbar-item-types',
    package: '@docusaurus/theme-classic',
    file: 'lib/theme/NavbarItem/ComponentTypes.js',
    expect: [{contains: 'default: DefaultNavbarItem,'}, {contains: 'search: SearchNavbarItem,'}],
  },
  // The two theme files are in this plugin's theme folder: a site plugin's theme comes after the
  // preset's themes (theme-classic), so `@theme/...` names ours.
  ...['mobile-sidebar-on-open', 'navbar-item-types'].map((patch) => ({
    patch,
    package: '@docusaurus/core',
    file: 'lib/server/plugins/configs.js',
    expect: [{contains: '...preset.themes,\n        // Site config should be the highest priority.\n        ...standalonePlugins,'}],
  })),
  {
    // The component our theme shadows stays reachable as `@theme-init/...`: the wrapper's import.
    patch: 'mobile-sidebar-on-open',
    package: '@docusaurus/core',
    file: 'lib/webpack/aliases/index.js',
    expect: [{contains: 'const initAlias = `@theme-init/${componentName}`;'}],
  },
  {
    patch: 'doc-descriptions',
    package: '@docusaurus/plugin-content-docs',
    file: 'lib/props.js',
    expect: [
      {contains: 'function toVersionDocsProp(loadedVersion) {'},
      {contains: '            description: doc.description,\n            sidebar: doc.sidebar,'},
    ],
  },
  {
    // The one reader of the descriptions, which this site does not render.
    patch: 'doc-descriptions',
    package: '@docusaurus/theme-classic',
    file: 'lib/theme/DocCard/index.js',
    expect: [{contains: 'description={item.description ?? doc?.description}'}],
  },
];

/** The imports the replacements in ../replacements.ts rewrite, each with the exact request the framework makes. */
export const REPLACED_IMPORTS: ReplacedImport[] = [
  {patch: 'browser-context', package: '@docusaurus/core', importer: 'lib/client/App.js', request: './browserContext'},
  {patch: 'browser-context', package: '@docusaurus/core', importer: 'lib/client/exports/useIsBrowser.js', request: '../browserContext'},
  {patch: 'window-size', package: '@docusaurus/theme-common', importer: 'lib/index.js', request: './hooks/useWindowSize'},
  {
    patch: 'window-size',
    package: '@docusaurus/theme-common',
    importer: 'lib/contexts/navbarMobileSidebar.js',
    request: '../hooks/useWindowSize',
  },
  ...[
    'lib/contexts/announcementBar.js',
    'lib/contexts/colorMode.js',
    'lib/contexts/navbarMobileSidebar.js',
    'lib/hooks/useMutationObserver.js',
  ].map((importer) => ({patch: 'shallow-memo', package: '@docusaurus/theme-common', importer, request: '../utils/reactUtils'})),
  ...['lib/contexts/navbarSecondaryMenu/content.js', 'lib/contexts/navbarSecondaryMenu/display.js'].map((importer) => ({
    patch: 'shallow-memo',
    package: '@docusaurus/theme-common',
    importer,
    request: '../../utils/reactUtils',
  })),
  {patch: 'tabs-key', package: '@docusaurus/theme-classic', importer: 'lib/theme/Tabs/index.js', request: '@docusaurus/useIsBrowser'},
  {patch: 'utils-common-tslib', package: '@docusaurus/utils-common', importer: 'lib/index.js', request: 'tslib'},
];

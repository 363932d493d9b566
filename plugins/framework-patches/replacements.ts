import path from 'node:path';
import {patchesOff} from './switches';

// The module replacements and aliases of the patches, apart from the plugin so that the upgrade
// canary can read them without loading Docusaurus (a newer Docusaurus may not load on this Node).

/** A module of the framework replaced by ours: the request, and the folder it must come from. */
export interface Replacement {
  /** The patch's name in PATCHES.md. */
  patch: string;
  /** Folder (inside node_modules) the request must come from; any folder when absent. */
  from?: string;
  request: RegExp;
  to: string;
}

/**
 * Modules replaced by ours (client/). The bundler caches resolved modules (node_modules/.cache):
 * after changing this list, `npm run clear` before building.
 */
export const REPLACEMENTS: Replacement[] = [
  {
    patch: 'browser-context',
    from: path.join('@docusaurus', 'core', 'lib', 'client'),
    request: /^\.\.?\/browserContext(\.js)?$/,
    to: path.resolve(__dirname, 'client/browserContext.tsx'),
  },
  {
    patch: 'window-size',
    from: path.join('@docusaurus', 'theme-common', 'lib'),
    request: /^\.\.?\/(hooks\/)?useWindowSize(\.js)?$/,
    to: path.resolve(__dirname, 'client/useWindowSize.ts'),
  },
  {
    patch: 'shallow-memo',
    from: path.join('@docusaurus', 'theme-common', 'lib'),
    request: /^(\.\.\/)+utils\/reactUtils(\.js)?$/,
    to: path.resolve(__dirname, 'client/reactUtils.ts'),
  },
  {
    patch: 'tabs-key',
    from: path.join('@docusaurus', 'theme-classic', 'lib', 'theme', 'Tabs'),
    request: /^@docusaurus\/useIsBrowser$/,
    to: path.resolve(__dirname, 'client/tabsKeyOnce.ts'),
  },
  {
    patch: 'utils-common-tslib',
    from: path.join('@docusaurus', 'utils-common'),
    request: /^tslib$/,
    to: path.resolve(__dirname, 'client/tslib.ts'),
  },
  {
    // Core's generated client-modules.js requests the theme's client module by its absolute path.
    patch: 'prism-languages-on-demand',
    request: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
    to: path.resolve(__dirname, 'client/noStartupLanguages.ts'),
  },
];

/** The file client/reactUtils.ts re-exports (theme-common's `exports` do not list it). */
export const THEME_COMMON_REACT_UTILS_ALIAS = '@framework-patches/theme-common-react-utils';

/** Aliases the patches need: module request → file. */
export function aliases(
  themeCommonDir = path.dirname(require.resolve('@docusaurus/theme-common')),
  off = patchesOff(),
): Record<string, string> {
  return {
    // Patch `prism-react-renderer-lean`.
    ...(off.has('prism-react-renderer-lean') ? {} : {'prism-react-renderer$': path.resolve(__dirname, 'client/prismReactRenderer.ts')}),
    // Patch `shallow-memo`.
    [`${THEME_COMMON_REACT_UTILS_ALIAS}$`]: path.join(themeCommonDir, 'utils', 'reactUtils.js'),
  };
}

// The requests the bundler offers to the replacement (the list's own patterns, no second copy).
/** The replacements a build makes: all but those `FRAMEWORK_PATCHES_OFF` leaves out (switches.ts). */
export function activeReplacements(off = patchesOff()): Replacement[] {
  return REPLACEMENTS.filter(({patch}) => !off.has(patch as never));
}

export const REPLACED_REQUESTS = new RegExp(REPLACEMENTS.map(({request}) => request.source).join('|'));

/** Our module for a request one of the replaced modules' packages makes, or undefined. */
export function replacementOf(resource: {context?: string; request: string}, replacements = REPLACEMENTS): string | undefined {
  return replacements.find(
    ({from, request}) => request.test(resource.request) && (from === undefined || resource.context?.includes(`${path.sep}${from}`)),
  )?.to;
}

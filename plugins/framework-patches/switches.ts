/**
 * Patches that a build can leave out, for measuring each one against a build with it (issue 34:
 * `npm run bench:patches`, scripts/bench-patches.mjs): `FRAMEWORK_PATCHES_OFF=tabs-key,idle-prefetch
 * DOCUSAURUS_NO_PERSISTENT_CACHE=1 npm run build`. The bundler's persistent cache keeps resolved
 * modules, so a cached build would keep a left-out replacement, and a normal build after it would
 * miss one: leaving a patch out without that variable stops the build. The theme files (`theme/`)
 * and what they share (`theme-internals`) are not switched: leaving one out is removing the file in
 * a copy of the repository.
 */
export const SWITCHABLE_PATCHES = [
  'browser-context',
  'window-size',
  'shallow-memo',
  'tabs-key',
  'utils-common-tslib',
  'prism-languages-on-demand',
  'prism-react-renderer-lean',
  'compile-hint',
  'react-dom-chunk',
  'ssr-template',
  'route-chunks',
  'chunk-tasks',
  'offline-navigation',
  'idle-prefetch',
  'doc-descriptions',
  'infima-unused-rules',
] as const;

export type SwitchablePatch = (typeof SWITCHABLE_PATCHES)[number];

export const PATCHES_OFF_VARIABLE = 'FRAMEWORK_PATCHES_OFF';

/** The patches a build leaves out; an unknown name stops the build, naming the ones it knows. */
export function patchesOff(value: string | undefined = process.env[PATCHES_OFF_VARIABLE]): ReadonlySet<SwitchablePatch> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(SWITCHABLE_PATCHES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `[framework-patches] ${PATCHES_OFF_VARIABLE} names ${unknown.map((name) => `"${name}"`).join(', ')}, which no build can leave out. ` +
        `Patches that can be left out: ${SWITCHABLE_PATCHES.join(', ')} (plugins/framework-patches/PATCHES.md).`,
    );
  }
  if (names.length > 0 && !process.env.DOCUSAURUS_NO_PERSISTENT_CACHE) {
    throw new Error(
      `[framework-patches] ${PATCHES_OFF_VARIABLE} needs DOCUSAURUS_NO_PERSISTENT_CACHE=1: the bundler's cache would keep the patches it leaves out, or hand the next build a site without them.`,
    );
  }
  return new Set(names as SwitchablePatch[]);
}

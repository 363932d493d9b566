import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The rule of the plugins' boundaries: a plugin reaches another plugin only through the names it
 * publishes under `@theme/...` (resolved by Docusaurus, never by path), through the one shared kit
 * (`plugins/page-data-kit`) or through that plugin's declared public modules: `public.ts` at its
 * root (build time), `client/public.ts` (the browser) and its entry `index.ts` (the plugin as
 * Docusaurus loads it); its code never reaches into the site's `src/` (its tests may). Pure: the test gives it the
 * files to read.
 */
export const KIT = 'page-data-kit';
export const PUBLIC_MODULES: readonly string[] = ['public', 'client/public', 'index'];

export type Crossing = {from: string; specifier: string; target: string; why: string};

/** The module specifiers a file imports, re-exports, requires or imports dynamically. */
export function importsOf(source: string): string[] {
  const info = ts.preProcessFile(source, true, true);
  return info.importedFiles.map((file) => file.fileName);
}

/** Where a specifier of `from` (both relative to the repository) points, or null for a package or an alias. */
export function targetOf(from: string, specifier: string): string | null {
  if (specifier.startsWith('@site/')) return path.posix.normalize(specifier.slice('@site/'.length));
  if (specifier.startsWith('./') || specifier.startsWith('../')) return path.posix.join(path.posix.dirname(from), specifier);
  return null;
}

/** Why importing `target` from `from` crosses a boundary, or null when it is allowed. */
export function crossing(from: string, target: string): string | null {
  const [top, owner] = from.split('/');
  if (top !== 'plugins') return null;
  const parts = target.split('/');
  // A plugin's tests may check it against the site's real settings and configuration (what the
  // site gives it as options); its code may not import them.
  if (parts[0] === 'src') return from.includes('/__tests__/') ? null : "the site's src/";
  if (parts[0] !== 'plugins' || parts.length < 2 || parts[1] === owner || parts[1] === KIT) return null;
  const rest = parts
    .slice(2)
    .join('/')
    .replace(/\.(ts|tsx|js|mjs)$/, '');
  if (PUBLIC_MODULES.includes(rest)) return null;
  return `plugin ${parts[1]}'s ${rest || 'folder'} (not its public module, not the kit)`;
}

/** Every crossing in the given files (paths relative to the repository, POSIX separators). */
export function crossings(files: {path: string; source: string}[]): Crossing[] {
  const found: Crossing[] = [];
  for (const file of files) {
    for (const specifier of importsOf(file.source)) {
      const target = targetOf(file.path, specifier);
      const why = target === null ? null : crossing(file.path, target);
      if (why !== null && target !== null) found.push({from: file.path, specifier, target, why});
    }
  }
  return found;
}

const CODE = /\.(ts|tsx|mjs|js)$/;

/** The code files of every plugin, read from the repository at `root`. */
export function pluginFiles(root: string): {path: string; source: string}[] {
  const out: {path: string; source: string}[] = [];
  const walk = (relative: string): void => {
    for (const entry of readdirSync(path.join(root, relative), {withFileTypes: true})) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(child);
      } else if (CODE.test(entry.name)) {
        out.push({path: child, source: readFileSync(path.join(root, child), 'utf8')});
      }
    }
  };
  walk('plugins');
  return out;
}

/**
 * The seam: the one folder whose code may reach into Docusaurus', its themes' and the bundler's
 * internals (plugins/framework-patches/PATCHES.md). Its canary watches everything it reaches.
 */
export const SEAM = 'plugins/framework-patches';
/** The seam's module that re-exports theme-common's internals: importing it is importing them. */
export const SEAM_THEME_INTERNALS = `${SEAM}/client/themeInternals`;

// Internal entry points and files of the framework's packages, and the theme alias that names a
// component a later theme shadows (only a plugin's theme wrapping a framework component needs it).
const INTERNAL_SPECIFIERS = [/^@docusaurus\/theme-common\/internal$/, /^@docusaurus\/[\w-]+\/(lib|src)(\/|$)/, /^@theme-init\//];

/** The bundler runtime's loader and core's frozen client API, where code uses them. */
function internalGlobals(file: string, source: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const found = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text === '__webpack_require__') found.add('__webpack_require__');
    if (
      (ts.isPropertyAccessExpression(node) && node.name.text === 'docusaurus') ||
      (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression) && node.argumentExpression.text === 'docusaurus')
    ) {
      if (ts.isIdentifier(node.expression) && ['window', 'globalThis', 'self'].includes(node.expression.text))
        found.add('window.docusaurus');
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind));
  return [...found];
}

/**
 * What a file takes from the framework's internals: import specifiers of internal entry points or
 * files (or of the seam's re-export of them) and uses of `__webpack_require__` or
 * `window.docusaurus`. The seam's own files take what they like; the browser suites in tests/e2e
 * are not scanned for the globals, since they look at the built page from outside (prefetch.e2e.ts
 * checks that the patched `window.docusaurus` still works) and ship nothing.
 */
export function frameworkInternals(file: {path: string; source: string}): string[] {
  if (file.path.startsWith(`${SEAM}/`)) return [];
  const specifiers = importsOf(file.source).filter((specifier) => {
    if (INTERNAL_SPECIFIERS.some((pattern) => pattern.test(specifier))) return true;
    return targetOf(file.path, specifier)?.replace(/\.(ts|tsx)$/, '') === SEAM_THEME_INTERNALS;
  });
  return file.path.startsWith('tests/e2e/') ? specifiers : [...specifiers, ...internalGlobals(file.path, file.source)];
}

// Dependencies, git, and what builds and tools write (as eslint.config.mjs ignores them).
const SKIPPED = new Set(['.git', 'build', '.docusaurus', 'coverage', 'bench/out', 'plugins/mcp-server/dist']);

/** Every code file of the repository at `root` (not dependencies, builds or generated output). */
export function repositoryFiles(root: string): {path: string; source: string}[] {
  const out: {path: string; source: string}[] = [];
  const walk = (relative: string): void => {
    for (const entry of readdirSync(path.join(root, relative), {withFileTypes: true})) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !SKIPPED.has(child)) walk(child);
      } else if (CODE.test(entry.name)) {
        out.push({path: child, source: readFileSync(path.join(root, child), 'utf8')});
      }
    }
  };
  walk('');
  return out;
}

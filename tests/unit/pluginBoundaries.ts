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

import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

/**
 * The upgrade canary's engine: each check names a patch of PATCHES.md and what of the installed
 * framework that patch matches (a file, an exact import string, an export). `problemsOf` reads the
 * real files under a root folder (the repository's own by default; a test points it at an edited
 * copy to see a check fail) and returns one message per thing that moved, naming the patch.
 */

export type Expectation =
  /** The file holds this exact text. */
  | {contains: string}
  /** The file no longer holds this text: when it appears, the framework does the job itself. */
  | {lacks: string; meaning: string}
  /** The module exports these names (ES module source: `export function`, `export {…}`). */
  | {exports: string[]}
  /** The text occurs exactly this many times in the file. */
  | {occurrences: string; times: number}
  /**
   * Every match of `pattern` in the package's .js files under `dir`, as `file: first group`
   * (sorted), is exactly `equals`: the importers of a replaced module, or the names one uses.
   */
  | {scan: {dir: string; pattern: RegExp; equals: string[]}};

export interface CanaryCheck {
  /** The patch's name in PATCHES.md. */
  patch: string;
  /** The package as installed (node_modules). */
  package: string;
  /** The file inside the package. */
  file: string;
  expect: Expectation[];
}

export const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * The installed package's folder, found as Node finds it from `root`: its package.json, or (when
 * the package's `exports` do not list package.json) its main module, then up to its package.json.
 */
export function packageDir(name: string, root: string = REPOSITORY_ROOT): string {
  try {
    return path.dirname(require.resolve(`${name}/package.json`, {paths: [root]}));
  } catch {
    let dir = path.dirname(require.resolve(name, {paths: [root]}));
    while (dir !== path.dirname(dir)) {
      const manifest = path.join(dir, 'package.json');
      if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as {name?: string}).name === name) return dir;
      dir = path.dirname(dir);
    }
    throw new Error(`no package.json named ${name} above ${require.resolve(name, {paths: [root]})}`);
  }
}

function jsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return jsFiles(file);
    return name.endsWith('.js') ? [file] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function exportsName(source: string, name: string): boolean {
  const declared = new RegExp(`export\\s+(?:default\\s+)?(?:async\\s+)?(?:function\\*?|const|let|var|class)\\s+${escape(name)}\\b`);
  const listed = new RegExp(`export\\s*\\{[^}]*\\b${escape(name)}\\b[^}]*\\}`);
  return declared.test(source) || listed.test(source);
}

/** The scan's matches: `file: first group`, files relative to the package, sorted. */
export function scanPackage(dir: string, scan: {dir: string; pattern: RegExp}): string[] {
  const pattern = new RegExp(scan.pattern.source, scan.pattern.flags.includes('g') ? scan.pattern.flags : `${scan.pattern.flags}g`);
  return jsFiles(path.join(dir, scan.dir))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(pattern)].map(
        (match) => `${path.relative(dir, file).split(path.sep).join('/')}: ${match[1]}`,
      ),
    )
    .sort();
}

/** What moved, one message per expectation that no longer holds, each naming the patch. */
export function problemsOf(check: CanaryCheck, root: string = REPOSITORY_ROOT): string[] {
  const where = `${check.package}/${check.file}`;
  const say = (what: string) => `Patch "${check.patch}" (plugins/framework-patches/PATCHES.md): ${where} ${what}`;
  let dir: string;
  try {
    dir = packageDir(check.package, root);
  } catch (error) {
    return [say(`cannot be found: ${(error as Error).message}`)];
  }
  const file = path.join(dir, check.file);
  if (!existsSync(file)) return [say('no longer exists')];
  const source = readFileSync(file, 'utf8');
  const problems: string[] = [];
  for (const expectation of check.expect) {
    if ('contains' in expectation) {
      if (!source.includes(expectation.contains)) problems.push(say(`no longer contains ${JSON.stringify(expectation.contains)}`));
    } else if ('lacks' in expectation) {
      if (source.includes(expectation.lacks))
        problems.push(say(`now contains ${JSON.stringify(expectation.lacks)}: ${expectation.meaning}`));
    } else if ('exports' in expectation) {
      const missing = expectation.exports.filter((name) => !exportsName(source, name));
      if (missing.length > 0) problems.push(say(`no longer exports ${missing.join(', ')}`));
    } else if ('occurrences' in expectation) {
      const found = source.split(expectation.occurrences).length - 1;
      if (found !== expectation.times) {
        problems.push(say(`has ${JSON.stringify(expectation.occurrences)} ${found} times, not ${expectation.times}`));
      }
    } else {
      const found = scanPackage(dir, expectation.scan);
      if (JSON.stringify(found) !== JSON.stringify([...expectation.scan.equals].sort())) {
        problems.push(
          say(
            `changed what ${expectation.scan.pattern} finds under ${expectation.scan.dir}/: ${JSON.stringify(found)}, expected ${JSON.stringify(expectation.scan.equals)}`,
          ),
        );
      }
    }
  }
  return problems;
}

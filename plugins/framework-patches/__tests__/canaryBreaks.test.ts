import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {packageDir, problemsOf, type CanaryCheck, type Expectation} from '../canary/canary';
import {CHECKS} from '../canary/checks';

/**
 * Each check of the canary fails when the framework moves what it matches. The installed
 * packages are copied to a temporary node_modules, one file of the copy is edited as an upgrade
 * might (a line reworded, an export renamed, an importer gone), the check is pointed at the copy,
 * and it must fail naming its patch. The unedited copy passes, so the edit is what fails it.
 */
let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'framework-canary-'));
  for (const name of new Set(CHECKS.map((check) => check.package))) {
    cpSync(packageDir(name), path.join(root, 'node_modules', name), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}node_modules${path.sep}${name}${path.sep}node_modules`),
    });
  }
  // Copying the packages takes seconds on a loaded two-core machine.
}, 60_000);
afterAll(() => rmSync(root, {recursive: true, force: true}));

/** The file to edit and its edited text, so that this expectation no longer holds. */
function breaking(check: CanaryCheck, expectation: Expectation, dir: string): {file: string; text: string} {
  const file = path.join(dir, check.file);
  const source = readFileSync(file, 'utf8');
  if ('contains' in expectation) {
    const reworded = expectation.contains.replace(/[A-Za-z]/, (letter) => (letter === 'x' ? 'y' : 'x'));
    return {file, text: source.split(expectation.contains).join(reworded)};
  }
  if ('lacks' in expectation) return {file, text: `${source}\n// ${expectation.lacks}\n`};
  if ('exports' in expectation) {
    const [name] = expectation.exports;
    return {file, text: source.replace(new RegExp(`\\b${name}\\b`, 'g'), `${name}Renamed`)};
  }
  if ('occurrences' in expectation) return {file, text: `${source}\n// ${expectation.occurrences}\n`};
  // A scan: the first match it expects disappears from its file.
  const [first] = expectation.scan.equals;
  const matched = path.join(dir, first.slice(0, first.indexOf(': ')));
  const text = readFileSync(matched, 'utf8');
  const match = new RegExp(expectation.scan.pattern.source).exec(text)!;
  return {file: matched, text: text.replace(match[0], '')};
}

const cases = CHECKS.flatMap((check) =>
  check.expect.map(
    (expectation, index) =>
      [`${check.patch}: ${check.package}/${check.file} #${index + 1} (${Object.keys(expectation)[0]})`, check, expectation] as const,
  ),
);

it('passes on the unedited copy, so the copy is what the checks read', () => {
  for (const check of CHECKS) expect(problemsOf(check, root)).toEqual([]);
});

it.each(cases)('%s fails naming its patch when the copy is edited', (_name, check, expectation) => {
  const dir = packageDir(check.package, root);
  expect(dir.startsWith(root)).toBe(true);
  const {file, text} = breaking(check, expectation, dir);
  const original = readFileSync(file, 'utf8');
  expect(text).not.toBe(original);
  writeFileSync(file, text);
  try {
    const problems = problemsOf(check, root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`Patch "${check.patch}"`);
  } finally {
    writeFileSync(file, original);
  }
});

it('fails naming the patch when the file is gone', () => {
  const [check] = CHECKS;
  const file = path.join(packageDir(check.package, root), check.file);
  const original = readFileSync(file, 'utf8');
  rmSync(file);
  try {
    expect(problemsOf(check, root)).toEqual([
      `Patch "${check.patch}" (plugins/framework-patches/PATCHES.md): ${check.package}/${check.file} no longer exists`,
    ]);
  } finally {
    writeFileSync(file, original);
  }
});

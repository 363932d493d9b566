import {readFileSync} from 'node:fs';
import path from 'node:path';
import {aliases, REPLACEMENTS, replacementOf} from '../replacements';
import {packageDir, problemsOf, REPOSITORY_ROOT} from '../canary/canary';
import {CHECKS, REPLACED_IMPORTS} from '../canary/checks';

/**
 * The upgrade canary: every patch against the framework as installed (no copies, no mocks). A
 * failure names the patch; PATCHES.md says what it replaces and when to delete it.
 * `canaryBreaks.test.ts` shows each check failing on an edited copy of the real file.
 */
const patchesInRegister = new Set(
  [...readFileSync(path.join(__dirname, '..', 'PATCHES.md'), 'utf8').matchAll(/^### `([a-z-]+)`/gm)].map((match) => match[1]),
);

describe.each(CHECKS.map((check) => [`${check.patch}: ${check.package}/${check.file}`, check] as const))('%s', (_name, check) => {
  it('still has what the patch matches', () => {
    expect(problemsOf(check)).toEqual([]);
  });

  it('is a patch of the register', () => {
    expect(patchesInRegister).toContain(check.patch);
  });
});

describe.each(REPLACED_IMPORTS.map((entry) => [`${entry.patch}: ${entry.package}/${entry.importer} '${entry.request}'`, entry] as const))(
  '%s',
  (_name, {patch, package: name, importer, request}) => {
    it('is still imported so, and our replacement catches exactly that request from there', () => {
      const dir = packageDir(name);
      const source = readFileSync(path.join(dir, importer), 'utf8');
      expect(source.includes(`'${request}'`) || source.includes(`"${request}"`)).toBe(true);
      const ours = REPLACEMENTS.find((replacement) => replacement.patch === patch)!;
      expect(replacementOf({context: path.dirname(path.join(dir, importer)), request})).toBe(ours.to);
    });
  },
);

it('every replacement and alias of the plugin has a canary and an entry in the register', () => {
  for (const {patch} of REPLACEMENTS) {
    expect(CHECKS.map((check) => check.patch)).toContain(patch);
    expect(patchesInRegister).toContain(patch);
  }
  for (const file of Object.values(aliases())) expect(readFileSync(file, 'utf8').length).toBeGreaterThan(0);
});

it("the prism-languages replacement catches the theme's client module as core requests it (its absolute path)", () => {
  const themeModule = path.join(packageDir('@docusaurus/theme-classic'), 'lib', 'prism-include-languages');
  expect(replacementOf({context: path.join(REPOSITORY_ROOT, '.docusaurus'), request: themeModule})).toMatch(
    /client[\\/]noStartupLanguages\.ts$/,
  );
});

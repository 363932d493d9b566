import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

// `docusaurus write-translations --locale pl` adds every string of the theme and of our
// components that i18n/pl lacks (in English when Docusaurus has no Polish for it). It runs on a
// copy of the site whose i18n/ is a real copy and everything else links to the repository, so
// the working tree is never written. i18n/pl keeps only code.json and the docs' current.json on
// purpose: navbar and footer labels come from the site settings, so the navbar.json and
// footer.json that the command also writes are not compared.
const SITE = join(__dirname, '../..');
const COMPARED = ['code.json', 'docusaurus-plugin-content-docs/current.json'];
const SKIPPED = new Set(['i18n', 'build', '.docusaurus', '.git', 'coverage']);

type Messages = Record<string, {message: string; description?: string}>;

function readMessages(dir: string, file: string): Messages {
  const path = join(dir, 'i18n/pl', file);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Messages) : {};
}

let copy: string;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'docs-translations-'));
  for (const name of readdirSync(SITE)) if (!SKIPPED.has(name)) symlinkSync(join(SITE, name), join(copy, name));
  mkdirSync(join(copy, 'i18n'));
  cpSync(join(SITE, 'i18n/pl'), join(copy, 'i18n/pl'), {recursive: true});
  const run = spawnSync(
    process.execPath,
    [join(SITE, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'write-translations', '--locale', 'pl'],
    {
      cwd: copy,
      encoding: 'utf8',
      env: {...process.env, NODE_ENV: 'production'},
    },
  );
  if (run.status !== 0) throw new Error(`write-translations failed:\n${run.stdout}\n${run.stderr}`);
}, 180_000);

afterAll(() => {
  if (copy) rmSync(copy, {recursive: true, force: true});
});

it.each(COMPARED)('i18n/pl/%s already holds every string (write-translations would not change it)', (file) => {
  const committed = readMessages(SITE, file);
  const written = readMessages(copy, file);
  const added = Object.keys(written).filter((key) => !(key in committed));
  const changed = Object.keys(written).filter((key) => key in committed && written[key].message !== committed[key].message);
  expect({added: added.map((key) => `${key}: ${written[key].message}`), changed}).toEqual({added: [], changed: []});
});

import {spawn, type ChildProcess} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {closeBrowser, openPage, type OpenedPage} from './support/browser';

// The docs team's `npm start`: the dev server serves a search index made from the current
// pages, the box finds what a page says, an edited page is found within seconds, without
// a restart and without console errors, and an edited diagram shows before it is drawn. Runs on a copy of the site so no source file changes.
const ROOT = resolve(__dirname, '../..');
const BOX = 'nav input[data-search-pl]';
const SKIPPED = new Set(['node_modules', 'build', '.docusaurus', '.git', 'bench']);

let site: string;
let server: ChildProcess;
let origin: string;
let opened: OpenedPage;
let output = '';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as {port: number};
      probe.close(() => done(port));
    });
  });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((resume) => setTimeout(resume, 500));
  }
  throw new Error(`${what} within ${timeoutMs} ms; dev server said:\n${output.slice(-2000)}`);
}

async function indexHas(word: string): Promise<boolean> {
  const response = await fetch(`${origin}/pl/docs/search-index.json`, {cache: 'no-store'});
  return response.ok && (await response.text()).includes(word);
}

/** Focuses the box, types, and returns the suggested URLs once the list shows that query. */
async function suggestions(query: string): Promise<string[]> {
  const {page} = opened;
  // A fresh focus: that is when the box takes the newest index.
  await page.locator(BOX).evaluate((box) => (box as HTMLInputElement).blur());
  await page.locator(BOX).focus();
  await page.locator(BOX).fill(query);
  const form = page.locator(BOX).locator('xpath=ancestor::form');
  await form.locator(`[data-search-query="${query}"]`).waitFor({state: 'attached', timeout: 15_000});
  return form.locator('[role=option]').evaluateAll((options) => options.map((option) => (option as HTMLElement).dataset.url ?? ''));
}

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'docs-dev-'));
  cpSync(ROOT, site, {recursive: true, filter: (source) => !SKIPPED.has(source.slice(ROOT.length + 1).split('/')[0])});
  symlinkSync(join(ROOT, 'node_modules'), join(site, 'node_modules'), 'dir');
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(
    process.execPath,
    [join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {
      cwd: site,
      env: {...process.env, NODE_ENV: 'development', BROWSER: 'none', CI: 'true'},
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor(async () => (await fetch(`${origin}/pl/docs/`)).ok && /compiled/.test(output), 240_000, 'the dev server did not compile');
  opened = await openPage();
  // A dev server's first answer for a page waits for webpack; on a loaded two-core machine that
  // took longer than Playwright's 30 s default. Waits end on readiness, so generous limits cost nothing.
  opened.page.setDefaultNavigationTimeout(180_000);
  opened.page.setDefaultTimeout(60_000);
}, 300_000);

afterAll(async () => {
  await opened?.close();
  await closeBrowser();
  // The server writes into the copy until it has exited (CI once saw ENOTEMPTY removing it).
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  if (site) rmSync(site, {recursive: true, force: true, maxRetries: 5});
});

it('serves a search index of the pages, and the box finds a page by its words', async () => {
  const response = await fetch(`${origin}/pl/docs/search-index.json`);
  expect(response.headers.get('content-type')).toContain('application/json');
  const index = (await response.json()) as {pages: {url: string}[]};
  expect(index.pages.length).toBeGreaterThan(90);
  await opened.page.goto(`${origin}/pl/docs/billing/`, {waitUntil: 'load'});
  expect((await suggestions('faktury korygujące'))[0]).toContain('/pl/docs/billing/faktury/');
});

it('finds the new text of an edited page within seconds, without a restart', async () => {
  const file = join(site, 'docs/billing/faktury.mdx');
  const word = 'zielonodrzewiec';
  writeFileSync(file, `${readFileSync(file, 'utf8')}\n## Sprawdzenie wyszukiwania\n\nSłowo ${word} pojawia się tylko tutaj.\n`);
  await waitFor(() => indexHas(word), 90_000, 'the edited text did not reach the index');
  // The box fetches the index again on a new focus; the answer may come a moment after the first list.
  let found: string[] = [];
  await waitFor(async () => (found = await suggestions(word)).length > 0, 60_000, 'the box did not find the edited text');
  expect(found[0]).toContain('/pl/docs/billing/faktury/#sprawdzenie-wyszukiwania');
}, 300_000);

it('shows a drawn diagram from its file, and draws an edited one in the browser, naming it in the terminal', async () => {
  const {page} = opened;
  await page.goto(`${origin}/pl/docs/billing/modele-rozliczen/`, {waitUntil: 'load'});
  await page.locator('[data-diagram] > [data-diagram-mode="light"] > svg').waitFor({timeout: 120_000});
  // An author changes a label and has not run `npm run diagrams` yet (CONTRIBUTING.md, "Diagrams").
  const file = join(site, 'docs/billing/metody-platnosci.mdx');
  const label = 'Weryfikacja karty w toku';
  writeFileSync(file, readFileSync(file, 'utf8').replace('state "Weryfikacja" as Weryfikacja', `state "${label}" as Weryfikacja`));
  await waitFor(async () => output.includes('docs/billing/metody-platnosci.mdx:44: no drawing'), 60_000, 'no warning named the diagram');
  expect(output).toMatch(/metody-platnosci\.mdx:44: .*npm run diagrams/);
  await page.goto(`${origin}/pl/docs/billing/metody-platnosci/`, {waitUntil: 'load'});
  const drawn = page.locator('article svg', {hasText: label});
  await drawn.waitFor({timeout: 120_000});
  expect(await page.locator('[data-diagram]').count()).toBe(0);
}, 300_000);

it('runs without console errors', () => {
  // Development builds warn about React internals in the console; errors are what readers see break.
  expect(opened.errors).toEqual([]);
});

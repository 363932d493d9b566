import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, posix, relative, sep} from 'node:path';
import type {Page} from 'playwright-core';
import {loadDocs} from '../content/docSources';
import type {PageFacts} from '../content/factTypes';
import {resolveSiteSettings} from '../../src/siteSettings';
import {homeTexts} from '../../src/data/home';
import {
  axeViolations,
  BASE_PATH,
  closeBrowser,
  eventually,
  launch,
  origin,
  url,
  waitForHydration,
  waitForTransitions,
} from './support/browser';
import {startNginx, type RunningNginx} from './support/nginx';
import {TOOL_DESCRIPTIONS} from '../../plugins/markdown-twins/src/registry';

// Markdown twins, llms.txt and "Kopiuj stronę" (issue 18), on the served build.
const BUILD = join(process.cwd(), 'build');
const settings = resolveSiteSettings(process.env) as unknown as Record<string, string>;
const SITE = `${new URL(settings.docsSiteUrl).origin}${BASE_PATH.replace(/\/$/, '')}`;
const docs = loadDocs();
const twinFile = (route: string) => join(BUILD, route, 'index.md');
const twinOf = (route: string) => readFileSync(twinFile(route), 'utf8');
const ROUTE = '/billing/faktury/';

// Facts are substrings of the MDX source; in the twin, tokens are filled in and a component is
// its Markdown form, so a component fact is checked by the text that form always has.
const COMPONENT_FACTS: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^<DictionaryIndex \/>$/, () => 'Spis słowników API i stałych wartości pól:'],
  [/^<DictionaryTable id=\{(\d+)\} \/>$/, (match) => `Słownik ${match[1]}:`],
  [/^<DictionaryTable field="(\w+)" \/>$/, (match) => `Pole ${match[1]}:`],
  [/^<ErrorCatalogue \/>$/, () => 'Kody odpowiedzi i sytuacje błędów:'],
  [/^<Glossary \/>$/, () => 'Pojęć w słowniczku:'],
  [/^<OtmSimulator preset="[\w-]+" \/>$/, () => '**Interaktywne narzędzie:** symulator przełączania ruchu'],
  [
    /^<(InstanceRequestBuilder|PaymentsCalculator|KubernetesManifests|TrafficManagerRecordCheck)\b[^>]*\/>$/,
    (match) => `**Interaktywne narzędzie:** ${TOOL_DESCRIPTIONS[match[1]]}`,
  ],
];

/** What the twin holds for a fact of the page `file`, or null for an import line (a twin has none; its component has its own fact). */
function twinFact(fact: string, file: string): string | null {
  if (/^import\s/.test(fact)) return null;
  // A link to a page's source (in parentheses, with an anchor, or bare) is the page's address in the twin.
  const link = /^(\(?)(\.{1,2}\/[\w./-]+\.mdx)(#[^)\s]*)?(\)?)$/u.exec(fact);
  if (link) {
    const [, open, path, anchor = '', close] = link;
    const target = posix.normalize(posix.join(posix.dirname(file), path));
    const doc = docs.find((candidate) => relative(process.cwd(), candidate.file).split(sep).join('/') === target);
    if (!doc) throw new Error(`${file}: the fact ${fact} names no page`);
    return `${open}${SITE}${doc.route}${anchor}${close}`;
  }
  for (const [pattern, text] of COMPONENT_FACTS) {
    const match = fact.match(pattern);
    if (match) return text(match);
  }
  if (/<[A-Z]/.test(fact)) throw new Error(`No twin form known for the component fact ${fact}: add it to COMPONENT_FACTS`);
  return fact.replace(/%%(\w+)%%/g, (_all, key: string) => settings[key]);
}

/** Whitespace folded and block-quote markers removed (admonitions are quotes in the twin). */
const normalise = (text: string) => text.replace(/^(?:[ \t]*>[ \t]?)+/gm, '').replace(/[\s\u00a0]+/g, ' ');
/** The twin without code, where `<URL …>` placeholders and shell `export` lines are content. */
const prose = (markdown: string) => markdown.replace(/^ *(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ *\1[`~]*$/gm, '').replace(/`[^`\n]*`/g, '');

const factFiles = readdirSync(join(__dirname, '../content/facts')).filter((name) => name.endsWith('.ts'));
const factRows: PageFacts[] = factFiles.flatMap(
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (name) => (require(join(__dirname, '../content/facts', name)) as {facts: PageFacts[]}).facts,
);

describe('a Markdown twin for every doc page', () => {
  it('covers every page of docs/', () => {
    expect(docs.length).toBeGreaterThan(100);
    expect(docs.filter((doc) => !existsSync(twinFile(doc.route))).map((doc) => doc.route)).toEqual([]);
  });

  it.each(docs.map((doc) => [doc.route, doc] as const))('%s: title first, no JSX, no import/export, no %% token', (route, doc) => {
    const twin = twinOf(route);
    expect(twin.startsWith(`# ${String(doc.frontMatter.title)}\n`)).toBe(true);
    expect(twin).not.toContain('%%');
    const text = prose(twin);
    expect(text.match(/<\/?[A-Z][A-Za-z]*(?=[\s/>])/g) ?? []).toEqual([]);
    expect(text.match(/^(?:import|export)\s.*$/gm) ?? []).toEqual([]);
    expect(text.match(/\{\/\*|\]\([^)]*\.mdx?[#)]/g) ?? []).toEqual([]);
  });

  it.each(factRows.map((row, index) => [`${row.route} (${index})`, row] as const))(
    '%s keeps every fact of the content fact table',
    (_name, row) => {
      const twin = normalise(twinOf(row.route));
      const file = relative(process.cwd(), docs.find((doc) => doc.route === row.route)!.file)
        .split(sep)
        .join('/');
      expect(
        row.facts.filter((fact) => {
          const expected = twinFact(fact, file);
          return expected !== null && !twin.includes(normalise(expected));
        }),
      ).toEqual([]);
    },
  );

  it('keeps Mermaid diagrams as mermaid blocks and tabs as headings', () => {
    const diagrams = docs.filter((doc) => doc.body.includes('```mermaid'));
    expect(diagrams.length).toBeGreaterThan(0);
    for (const doc of diagrams) expect(twinOf(doc.route)).toContain('```mermaid\n');
    expect(twinOf('/services/cloud-storage/metody-autoryzacji/')).toMatch(/^#{2,6} Klient swift$/m);
  });

  it('the sitemap lists HTML pages only; robots.txt allows the twins and the llms files', () => {
    const sitemap = readFileSync(join(BUILD, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toMatch(/\.md<|llms|\.txt</);
    const robots = readFileSync(join(BUILD, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Allow: ${BASE_PATH}llms.txt`);
    expect(robots).toContain(`Allow: ${BASE_PATH}llms-full.txt`);
    expect(robots).toContain(`Allow: ${BASE_PATH}*/index.md$`);
  });
});

describe('llms.txt and llms-full.txt', () => {
  const llms = () => readFileSync(join(BUILD, 'llms.txt'), 'utf8');

  it('follows the convention: title, one-line summary, ## sections of "- [Title](url): description" lines', () => {
    const text = llms();
    expect(text).toMatch(/^# .+\n\n> [^\n]+\n\n/);
    expect(text).toMatch(/^## Konto\n\n- \[Konto w platformie\]\(/m);
    expect(text).toContain(`(${SITE}/openapi.json)`);
  });

  it('lists every twin exactly once, and every address it lists exists in the build', () => {
    const text = llms();
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]);
    for (const doc of docs) expect(links.filter((link) => link === `${SITE}${doc.route}index.md`)).toHaveLength(1);
    const missing = links.filter((link) => !link.startsWith(`${SITE}/`) || !existsSync(join(BUILD, link.slice(SITE.length + 1))));
    expect(missing).toEqual([]);
  });

  it('links the home page twin, which starts with its title and links every page twin', () => {
    expect(llms()).toContain(`(${SITE}/index.md)`);
    const home = readFileSync(join(BUILD, 'index.md'), 'utf8');
    expect(home.split('\n')[0]).toBe(`# ${homeTexts(settings.platformName).title}`);
    for (const doc of docs) expect(home).toContain(`(${SITE}${doc.route}index.md)`);
  });

  it('lists the pages in sidebar order: sections as the sidebar has them', () => {
    const sections = [...llms().matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections.slice(0, 4)).toEqual(['Konto', 'Rozliczenia', 'Wsparcie', 'Usługi']);
    expect(sections.indexOf('Usługi › Cloud Storage OCS')).toBeLessThan(sections.indexOf('Usługi › API'));
    expect(sections.slice(-2)).toEqual(['Słowniczek pojęć', 'Narzędzia']);
  });

  it('llms-full.txt holds every twin with its title and address', () => {
    const full = readFileSync(join(BUILD, 'llms-full.txt'), 'utf8');
    for (const doc of docs) {
      const title = `# ${String(doc.frontMatter.title)}\n\nAdres strony: ${SITE}${doc.route}\n`;
      expect(full).toContain(title);
    }
    expect(full).toContain(twinOf('/services/api/kody-bledow/').split('\n').slice(4).join('\n'));
  });
});

describe('"Kopiuj stronę"', () => {
  afterAll(async () => {
    await closeBrowser();
  });

  async function open(options: {colorScheme?: 'light' | 'dark'; width?: number} = {}) {
    const context = await (
      await launch()
    ).newContext({
      colorScheme: options.colorScheme ?? 'light',
      viewport: {width: options.width ?? 1280, height: options.width === 360 ? 740 : 900},
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(url(ROUTE), {waitUntil: 'load'});
    await waitForHydration(page);
    return {page, context, requests};
  }
  const toggle = (page: Page) => page.getByRole('button', {name: 'Kopiuj stronę'});

  it('"Kopiuj jako Markdown" puts the twin in the clipboard and says so', async () => {
    const {page, context} = await open();
    try {
      await toggle(page).click();
      await page.getByRole('button', {name: 'Kopiuj jako Markdown'}).click();
      await page.getByRole('status').filter({hasText: 'Skopiowano stronę w formacie Markdown do schowka.'}).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twinOf(ROUTE));
    } finally {
      await context.close();
    }
  });

  it('works from the keyboard: Enter opens, focus moves in, Escape closes and returns focus', async () => {
    const {page, context, requests} = await open();
    try {
      await toggle(page).focus();
      await page.keyboard.press('Enter');
      expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
      // The items load on first opening; focus then moves to the first.
      await page.getByRole('button', {name: 'Kopiuj jako Markdown'}).waitFor();
      const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
      expect(await eventually(focused, (text) => text === 'Kopiuj jako Markdown')).toBe('Kopiuj jako Markdown');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toMatch(/^Otwórz jako Markdown/);
      await page.keyboard.press('Escape');
      expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Kopiuj stronę');
      // Opening the menu asks no third party for anything.
      await toggle(page).click();
      await page.getByRole('link', {name: /Zapytaj Claude/}).waitFor();
      expect(requests.filter((request) => !request.startsWith(origin()))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('links the twin and both assistants with a Polish prompt naming the twin', async () => {
    const {page, context} = await open();
    try {
      await toggle(page).click();
      expect(await page.getByRole('link', {name: /Otwórz jako Markdown/}).getAttribute('href')).toBe(
        `${BASE_PATH}${ROUTE.slice(1)}index.md`,
      );
      for (const [name, base] of [
        [/Zapytaj ChatGPT/, 'https://chatgpt.com/'],
        [/Zapytaj Claude/, 'https://claude.ai/new'],
      ] as const) {
        const link = new URL((await page.getByRole('link', {name}).getAttribute('href')) ?? '');
        expect(`${link.origin}${link.pathname}`).toBe(base);
        expect(link.searchParams.get('q')).toBe(
          `Przeczytaj stronę dokumentacji ${settings.platformName} „Faktury” w wersji Markdown: ${SITE}${ROUTE}index.md i odpowiadaj na moje pytania na jej podstawie.`,
        );
      }
      await page.emulateMedia({media: 'print'});
      expect(await page.locator('[data-copy-page]').isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['light', 1280],
    ['dark', 1280],
    ['light', 360],
    ['dark', 360],
  ] as const)('open in %s mode at %i px: axe clean, 44 px targets, no sideways scroll', async (colorScheme, width) => {
    const {page, context} = await open({colorScheme, width});
    try {
      await toggle(page).click();
      await page.getByRole('link', {name: /Zapytaj Claude/}).waitFor();
      for (const target of await page.locator('[data-copy-page] :is(button, a)').all()) {
        const box = await target.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await waitForTransitions(page);
      expect(await axeViolations(page, '[data-copy-page]')).toEqual([]);
      expect(await axeViolations(page, 'article header')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('nginx content negotiation', () => {
  let nginx: RunningNginx;
  beforeAll(async () => {
    nginx = await startNginx();
  });
  afterAll(async () => {
    await nginx?.stop();
  });
  const get = (path: string, accept?: string) => fetch(`${nginx.origin}${path}`, {headers: accept ? {accept} : {}, redirect: 'manual'});
  const SECURITY = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy'];

  it('answers Accept: text/markdown on a page address with its twin, cached like HTML, with the security headers', async () => {
    const response = await get(`/pl/docs${ROUTE}`, 'text/markdown');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toMatch(/Accept(,|$)/);
    for (const header of SECURITY) expect(response.headers.get(header)).toBeTruthy();
    expect(await response.text()).toBe(twinOf(ROUTE));
    const home = await get('/pl/docs/', 'text/markdown');
    expect([home.status, home.headers.get('content-type')]).toEqual([200, 'text/markdown; charset=utf-8']);
    expect(await home.text()).toBe(twinOf('/'));
  });

  it('answers HTML to browsers, to text/markdown;q=0 and where no twin exists', async () => {
    for (const [path, accept] of [
      [`/pl/docs${ROUTE}`, 'text/html,application/xhtml+xml,*/*;q=0.8'],
      [`/pl/docs${ROUTE}`, 'text/markdown;q=0, text/html'],
      ['/pl/docs/search/', 'text/markdown'],
    ] as const) {
      const response = await get(path, accept);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('vary')).toMatch(/Accept(,|$)/);
    }
  });

  it('serves .md as text/markdown in UTF-8 and llms.txt as text/plain; legacy forms still redirect, nothing reaches a header', async () => {
    const twin = await get(`/pl/docs${ROUTE}index.md`);
    expect(twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(twin.headers.get('cache-control')).toBe('no-cache');
    for (const header of SECURITY) expect(twin.headers.get(header)).toBeTruthy();
    expect(await twin.text()).toBe(twinOf(ROUTE));
    const llms = await get('/pl/docs/llms.txt');
    expect(llms.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const legacy = await get('/pl/docs/billing/faktury', 'text/markdown');
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get('location')).toBe('/pl/docs/billing/faktury/');
    const injected = await get('/pl/docs/%0d%0aX-Injected:%201/', 'text/markdown');
    expect(injected.status).toBe(404);
    expect(injected.headers.get('x-injected')).toBeNull();
  });
});

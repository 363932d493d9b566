import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {closeBrowser, eventually, gotoRoute, openPage, type OpenedPage} from './support/browser';
import {routeOf} from '../content/docSources';

// Every ```mermaid block of the docs renders as an SVG diagram in Chromium, light and dark.
function mermaidPages(dir = join(__dirname, '../../docs')): [string, number][] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry): [string, number][] => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return mermaidPages(path);
    if (!entry.name.endsWith('.mdx')) return [];
    const source = readFileSync(path, 'utf8');
    const count = (source.match(/^```mermaid/gm) ?? []).length;
    const slug = /^slug: (.+)$/m.exec(source)?.[1]?.trim();
    return count > 0 ? [[routeOf(path, slug ? {slug} : {}), count]] : [];
  });
}

const pages = mermaidPages();
let opened: OpenedPage;

beforeAll(async () => {
  opened = await openPage({colorScheme: 'dark'});
});

afterAll(async () => {
  await opened.close();
  await closeBrowser();
});

it('finds the diagram pages', () => {
  expect(pages.length).toBeGreaterThan(3);
});

describe.each(pages)('%s', (route, count) => {
  it(`renders ${count} diagram(s) as SVG`, async () => {
    await gotoRoute(opened.page, route);
    // Diagrams are drawn when they come near the screen (src/theme/Mermaid): scroll like a reader.
    await opened.page.evaluate(async () => {
      for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
        window.scrollTo(0, top);
        await new Promise((wake) => setTimeout(wake, 50));
      }
    });
    const rendered = await eventually(
      () => opened.page.locator('.docusaurus-mermaid-container svg').count(),
      (n) => n >= count,
      15_000,
    );
    expect(rendered).toBe(count);
    const texts = await opened.page.locator('.docusaurus-mermaid-container svg').allTextContents();
    for (const text of texts) expect(text.trim().length).toBeGreaterThan(0);
    expect(opened.errors).toEqual([]);
    opened.errors.length = 0;
  });
});

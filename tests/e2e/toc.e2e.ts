import {closeBrowser, gotoRoute, openPage, type OpenedPage} from './support/browser';

// The table of contents follows the heading in view, updated at most once per 300 ms.
let opened: OpenedPage;

beforeAll(async () => {
  opened = await openPage({width: 1400});
});

afterAll(async () => {
  await opened.close();
  await closeBrowser();
});

it('highlights the heading in view and updates it no more than every 300 ms while scrolling', async () => {
  const {page} = opened;
  await gotoRoute(page, '/services/api/');
  await page.evaluate(() => {
    const changes: number[] = [];
    (window as unknown as {tocChanges: number[]}).tocChanges = changes;
    const observer = new MutationObserver((records) => {
      if (records.some((record) => (record.target as Element).classList.contains('table-of-contents__link--active'))) {
        changes.push(performance.now());
      }
    });
    observer.observe(document.querySelector('.table-of-contents')!, {subtree: true, attributes: true, attributeFilter: ['class']});
  });
  // A fast, steady scroll through the page: 60 steps, 25 ms apart.
  for (let step = 1; step <= 60; step++) {
    await page.evaluate((y) => window.scrollTo(0, y), step * 60);
    await page.waitForTimeout(25);
  }
  await page.waitForTimeout(700);
  const changes = await page.evaluate(() => (window as unknown as {tocChanges: number[]}).tocChanges);
  expect(changes.length).toBeGreaterThan(1);
  for (let i = 1; i < changes.length; i++) expect(changes[i] - changes[i - 1]).toBeGreaterThanOrEqual(290);
  // After the scroll settles, the highlighted entry is the heading nearest above the viewport's top half.
  const active = await page.locator('.table-of-contents__link--active').getAttribute('href');
  const expected = await page.evaluate(() => {
    const navbar = document.querySelector('.navbar')?.clientHeight ?? 0;
    const headings = Array.from(document.querySelectorAll('h2.anchor, h3.anchor'));
    const next = headings.findIndex((h) => h.getBoundingClientRect().top >= navbar);
    if (next === -1) return headings[headings.length - 1].id;
    const box = headings[next].getBoundingClientRect();
    return box.top > 0 && box.bottom < window.innerHeight / 2 ? headings[next].id : headings[next - 1]?.id;
  });
  expect(active).toBe(`#${expected}`);
});

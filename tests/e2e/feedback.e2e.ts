import {execFileSync} from 'node:child_process';
import {axeViolations, closeBrowser, gotoRoute, openPage, waitForTransitions, type OpenedPage} from './support/browser';

// Reader signals on a docs page: feedback, the report e-mail, the last-update date, search events.
const ROUTE = '/billing/faktury/';
const SOURCE = 'docs/billing/faktury.mdx';

type Layer = {dataLayer?: Record<string, unknown>[]};
const layer = (opened: OpenedPage, event: string) =>
  opened.page.evaluate((name) => ((window as unknown as Layer).dataLayer ?? []).filter((entry) => entry.event === name), event);

let opened: OpenedPage;

afterEach(async () => {
  await opened?.close();
});

afterAll(async () => {
  await closeBrowser();
});

describe.each([
  ['light', 1280],
  ['dark', 360],
] as const)('feedback in %s mode at %i px', (colorScheme, width) => {
  it('"Nie" with a reason pushes one docs_feedback with the page path; the open widget is axe clean and touchable', async () => {
    opened = await openPage({colorScheme, width});
    await gotoRoute(opened.page, ROUTE);
    // The question loads as the reader nears the end of the page.
    await opened.page.locator('[data-doc-feedback-section]').scrollIntoViewIfNeeded();
    const widget = opened.page.locator('[data-doc-feedback]');
    await widget.waitFor();
    await widget.getByRole('button', {name: 'Nie'}).click();
    const radios = widget.getByRole('radio');
    expect(await radios.count()).toBe(5);
    // Keyboard alone: the first radio, arrow to the second, then the send button.
    await radios.first().focus();
    await opened.page.keyboard.press('ArrowDown');
    expect(await widget.getByRole('radio', {name: 'Niejasne wyjaśnienie'}).isChecked()).toBe(true);
    for (const target of await opened.page.locator('[data-doc-feedback-section] :is(label, button, a)').all()) {
      const box = await target.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await waitForTransitions(opened.page);
    expect(await axeViolations(opened.page, '[data-doc-feedback-section]')).toEqual([]);
    await widget.getByRole('button', {name: 'Wyślij odpowiedź'}).press('Enter');
    await widget.getByRole('status').filter({hasText: 'Dziękujemy'}).waitFor();
    expect(await layer(opened, 'docs_feedback')).toEqual([
      {event: 'docs_feedback', page_path: `/pl/docs${ROUTE}`, page_title: 'Faktury', helpful: false, reason: 'unclear'},
    ]);
    expect(await opened.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Remembered: a reload shows the answer, not the question.
    await gotoRoute(opened.page, ROUTE);
    await opened.page.locator('[data-doc-feedback-section]').scrollIntoViewIfNeeded();
    await widget.getByRole('status').filter({hasText: 'Dziękujemy'}).waitFor();
    expect(await widget.getByRole('status').innerText()).toContain('Niejasne wyjaśnienie');
    expect(await widget.getByRole('button', {name: 'Nie'}).count()).toBe(0);
    expect(opened.errors).toEqual([]);
  });
});

describe('page facts', () => {
  it('links a report e-mail that names the page, and is hidden in print', async () => {
    opened = await openPage();
    await gotoRoute(opened.page, ROUTE);
    const href = await opened.page.getByRole('link', {name: 'Zgłoś błąd na tej stronie'}).getAttribute('href');
    const mail = new URL(href ?? '');
    expect(mail.searchParams.get('subject')).toBe('Błąd w dokumentacji: Faktury');
    expect(mail.searchParams.get('body')).toContain(`/pl/docs${ROUTE}`);
    await opened.page.emulateMedia({media: 'print'});
    expect(await opened.page.locator('[data-doc-feedback-section]').isVisible()).toBe(false);
  });

  it("shows the last update as a long Polish date from the page's git history (none from a shallow clone)", async () => {
    opened = await openPage();
    await gotoRoute(opened.page, ROUTE);
    const git = (...args: string[]) => execFileSync('git', args, {encoding: 'utf8'}).trim();
    const time = opened.page.locator('article time[datetime]');
    if (git('rev-parse', '--is-shallow-repository') === 'true') {
      expect(await time.count()).toBe(0);
      return;
    }
    const committed = git('log', '-1', '--format=%cI', '--', SOURCE);
    expect(await time.getAttribute('datetime')).toBe(new Date(committed).toISOString().slice(0, 10));
    const line = await opened.page.locator('article .theme-last-updated').innerText();
    expect(line).toMatch(
      /^Ostatnia aktualizacja: \d{1,2} (stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia) \d{4}$/,
    );
  });
});

describe('search signals', () => {
  it('a nonsense query pushes search_no_results once, and opening a suggestion pushes search_select', async () => {
    opened = await openPage();
    await gotoRoute(opened.page, '/');
    const box = opened.page.locator('nav input[data-search-pl]').first();
    await box.click();
    await box.pressSequentially('qqzzyyxx', {delay: 30});
    await opened.page.waitForFunction(
      () => ((window as unknown as Layer).dataLayer ?? []).some((entry) => entry.event === 'search_no_results'),
      null,
      {timeout: 5000},
    );
    await opened.page.waitForTimeout(1500);
    expect(await layer(opened, 'search_no_results')).toEqual([{event: 'search_no_results', search_term: 'qqzzyyxx'}]);
    await box.fill('');
    await box.pressSequentially('faktury', {delay: 30});
    const first = opened.page.locator('nav [role=option]').first();
    await first.waitFor();
    const url = await first.getAttribute('data-url');
    await first.click();
    await opened.page.waitForURL((address) => address.pathname !== '/pl/docs/');
    expect(await layer(opened, 'search_select')).toEqual([{event: 'search_select', search_term: 'faktury', page_path: url, position: 1}]);
  });
});

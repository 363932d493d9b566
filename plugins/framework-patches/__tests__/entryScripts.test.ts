/**
 * @jest-environment jsdom
 */
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import {ENTRY_SCRIPT_LOADER, PAGE_SCRIPTS_ID, SSR_TEMPLATE} from '../entryScripts';

const ENTRIES = ['/pl/docs/assets/js/runtime~main.1.js', '/pl/docs/assets/js/17896441.3.js', '/pl/docs/assets/js/main.2.js'];

type Entry = {name: string; startTime: number};
type Callback = (list: {getEntriesByName(name: string): Entry[]}, observer: {disconnect(): void}) => void;

/** A PerformanceObserver that hands out the paint entries a test gives it. */
function fakeObserver(supportedEntryTypes: string[]) {
  const observers: {callback: Callback; disconnected: boolean}[] = [];
  const Observer = class {
    static supportedEntryTypes = supportedEntryTypes;
    private readonly record: {callback: Callback; disconnected: boolean};
    constructor(callback: Callback) {
      this.record = {callback, disconnected: false};
      observers.push(this.record);
    }
    observe(options: {type: string; buffered: boolean}) {
      expect(options).toEqual({type: 'paint', buffered: true});
    }
    disconnect() {
      this.record.disconnected = true;
    }
  };
  const paint = (...entries: Entry[]) => {
    for (const record of observers.filter(({disconnected}) => !disconnected)) {
      record.callback(
        {getEntriesByName: (name) => entries.filter((entry) => entry.name === name)},
        {
          disconnect: () => (record.disconnected = true),
        },
      );
    }
  };
  return {Observer, paint};
}

function setUpPage({visibility = 'visible', observer}: {visibility?: string; observer?: unknown}) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<p>Treść strony</p><script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(ENTRIES)}</script>`;
  Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => visibility});
  Object.defineProperty(window, 'PerformanceObserver', {configurable: true, writable: true, value: observer});
  // The loader is an inline script in the page: run its text as the browser would.
  new Function(ENTRY_SCRIPT_LOADER)();
}

const inserted = () =>
  Array.from(document.head.querySelectorAll('script')).map((script) => ({src: script.getAttribute('src'), async: script.async}));
const inOrder = ENTRIES.map((src) => ({src, async: false}));

afterEach(() => jest.useRealTimers());

describe('the entry script loader', () => {
  it('inserts the page scripts, in order and not async, only when the first contentful paint is reported', () => {
    const {Observer, paint} = fakeObserver(['paint', 'largest-contentful-paint']);
    setUpPage({observer: Observer});
    expect(inserted()).toEqual([]);
    paint({name: 'first-paint', startTime: 80});
    expect(inserted()).toEqual([]);
    paint({name: 'first-paint', startTime: 80}, {name: 'first-contentful-paint', startTime: 95});
    expect(inserted()).toEqual(inOrder);
    paint({name: 'first-contentful-paint', startTime: 95});
    expect(inserted()).toHaveLength(3);
  });

  it('inserts them at once in a hidden page (a background tab paints nothing until shown)', () => {
    const {Observer} = fakeObserver(['paint']);
    setUpPage({visibility: 'hidden', observer: Observer});
    expect(inserted()).toEqual(inOrder);
  });

  it('inserts them at once where the browser cannot report paints', () => {
    setUpPage({observer: undefined});
    expect(inserted()).toEqual(inOrder);
    document.head.innerHTML = '';
    setUpPage({observer: fakeObserver(['navigation']).Observer});
    expect(inserted()).toEqual(inOrder);
  });

  it('inserts them when the page is hidden before it paints, and once only', () => {
    const {Observer, paint} = fakeObserver(['paint']);
    setUpPage({observer: Observer});
    document.dispatchEvent(new Event('visibilitychange'));
    expect(inserted()).toEqual(inOrder);
    paint({name: 'first-contentful-paint', startTime: 95});
    expect(inserted()).toHaveLength(3);
  });

  it('inserts them after 3 seconds whatever the paints', () => {
    jest.useFakeTimers();
    setUpPage({observer: fakeObserver(['paint']).Observer});
    jest.advanceTimersByTime(2999);
    expect(inserted()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(inserted()).toEqual(inOrder);
  });

  it('names no file, so one Content-Security-Policy hash serves every page of every build', () => {
    expect(ENTRY_SCRIPT_LOADER).not.toMatch(/\.js|assets|\/pl\//);
  });
});

describe('the page template', () => {
  const data = {
    appHtml: '<main><p>Treść</p></main>',
    baseUrl: '/pl/docs/',
    htmlAttributes: 'lang="pl"',
    bodyAttributes: 'class="x"',
    headTags: '<link rel="icon" href="/pl/docs/img/favicon.svg">',
    preBodyTags: '<script>theme()</script>',
    postBodyTags: '<div id="post"></div>',
    metaAttributes: ['<title>Strona</title>'],
    scripts: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js'],
    stylesheets: ['assets/css/styles.3.css'],
    noIndex: false,
    version: '3.10.2',
  };

  it("is Docusaurus' own template but for the scripts: entry scripts preloaded, the page's chunks before main, all started by the loader", async () => {
    // The template Docusaurus 3.10 ships: if an upgrade changes it, this fails and ours is redone from it.
    const original = (await import('@docusaurus/core/lib/ssg/ssgTemplate.html.js')).default as string;
    expect(original).toContain('<script src="<%= it.baseUrl %><%= script %>" defer></script>');
    // Docusaurus lists the entry scripts first, then the page's chunks (routeChunks.ts).
    const page = {
      ...data,
      scripts: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js', 'assets/js/17896441.4.js', 'assets/js/2724.5.js'],
    };
    const theirs = (await compileSSGTemplate(original))(page);
    const ours = (await compileSSGTemplate(SSR_TEMPLATE))(page);
    const deferred = (file: string) => `<script src="/pl/docs/${file}" defer></script>\n`;
    const preload = (file: string) => `<link rel="preload" as="script" fetchpriority="low" href="/pl/docs/${file}" />\n`;
    for (const file of page.scripts) expect(theirs).toContain(deferred(file));
    const [runtime, main, ...chunks] = page.scripts;
    const expected = theirs
      .replace(deferred(runtime), preload(runtime))
      .replace(deferred(main), preload(main))
      .replace(chunks.map(deferred).join(''), '')
      .replace(
        '</body>',
        `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify([runtime, ...chunks, main].map((file) => `/pl/docs/${file}`))}</script>\n` +
          // eta's rmWhitespace trims each line of the template, the loader's lines too.
          `<script>${ENTRY_SCRIPT_LOADER.replace(/\n\s+/g, '\n')}</script>\n</body>`,
      );
    expect(ours).toBe(expected);
  });
});

import {matchPath} from 'react-router-dom';
import {chunkNamesByPath, createChunkPrefetcher, matchedRoutePaths, type RouteLike} from '../src/routePrefetch';

// The shape of a Docusaurus build's route table: docs pages sit under three nested layout routes
// that share the path /pl/docs/ (plugin, version, sidebar), whose chunks every page needs.
const routes: RouteLike[] = [
  {path: '/pl/docs/search/', exact: true},
  {path: '/pl/docs/', exact: true},
  {
    path: '/pl/docs/',
    routes: [
      {
        path: '/pl/docs/',
        routes: [
          {
            path: '/pl/docs/',
            routes: [
              {path: '/pl/docs/account/', exact: true},
              {path: '/pl/docs/billing/faktury/', exact: true},
            ],
          },
        ],
      },
    ],
  },
];
const chunkNames = {
  '/pl/docs/search/-47f': {__comp: 'search', __context: {plugin: 'searchPlugin'}},
  '/pl/docs/-984': {__comp: 'home', __context: {plugin: 'pages'}, config: 'homeConfig'},
  '/pl/docs/-6bc': {__comp: 'docsRoot', __context: {plugin: 'docsPlugin'}},
  '/pl/docs/-e7c': {__comp: 'docVersion', __props: 'versionProps'},
  '/pl/docs/-cb2': {__comp: 'docRoot'},
  '/pl/docs/account/-2ca': {__comp: 'docItem', content: 'account'},
  '/pl/docs/billing/faktury/-9a1': {__comp: 'docItem', content: 'faktury'},
};
const chunkUrl = (name: string) => (name === 'pages' ? undefined : `/pl/docs/assets/js/${name}.js`);

describe('chunkNamesByPath', () => {
  it('gathers the chunk names of every component of a path, each once', () => {
    const byPath = chunkNamesByPath(chunkNames);
    expect(byPath.get('/pl/docs/')).toEqual([
      'home',
      'pages',
      'homeConfig',
      'docsRoot',
      'docsPlugin',
      'docVersion',
      'versionProps',
      'docRoot',
    ]);
    expect(byPath.get('/pl/docs/account/')).toEqual(['docItem', 'account']);
  });
});

describe('matchedRoutePaths', () => {
  it('takes the first matching route at each level, then its children, as react-router-config does', () => {
    expect(matchedRoutePaths(routes, '/pl/docs/account/', matchPath)).toEqual(['/pl/docs/', '/pl/docs/', '/pl/docs/', '/pl/docs/account/']);
    // The exact home route wins for the home page.
    expect(matchedRoutePaths(routes, '/pl/docs/', matchPath)).toEqual(['/pl/docs/']);
    expect(matchedRoutePaths(routes, '/elsewhere/', matchPath)).toEqual([]);
  });
});

describe('createChunkPrefetcher', () => {
  function setUp(loaded: string[] = []) {
    const links: string[] = [];
    const prefetch = createChunkPrefetcher({
      routes,
      chunkNames,
      matchPath,
      chunkUrl,
      prefetchUrl: (url) => links.push(url),
      isLoaded: (url) => loaded.includes(url),
    });
    return {prefetch, links};
  }

  it("requests a route's files once each, skipping what the page already loaded and names merged away", () => {
    const {prefetch, links} = setUp(['/pl/docs/assets/js/docsRoot.js', '/pl/docs/assets/js/docItem.js']);
    expect(prefetch('/pl/docs/account/')).toBe(7);
    // The layout routes' files (every name once, 'pages' has no file), then the page's content.
    expect(links).toEqual([
      '/pl/docs/assets/js/home.js',
      '/pl/docs/assets/js/homeConfig.js',
      '/pl/docs/assets/js/docsPlugin.js',
      '/pl/docs/assets/js/docVersion.js',
      '/pl/docs/assets/js/versionProps.js',
      '/pl/docs/assets/js/docRoot.js',
      '/pl/docs/assets/js/account.js',
    ]);
  });

  it('adds only the files a second page does not share with the first', () => {
    const {prefetch, links} = setUp();
    prefetch('/pl/docs/account/');
    const before = links.length;
    expect(prefetch('/pl/docs/billing/faktury/')).toBe(1);
    expect(links.slice(before)).toEqual(['/pl/docs/assets/js/faktury.js']);
    expect(prefetch('/pl/docs/billing/faktury/')).toBe(0);
    expect(new Set(links).size).toBe(links.length);
  });
});

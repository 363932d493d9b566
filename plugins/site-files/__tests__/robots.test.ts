import {robotsTxt} from '../robots';

it('allows the docs, hides the search results page and names the sitemap of the deployment', () => {
  expect(robotsTxt('https://docs.example.net/', '/pl/docs/')).toBe(
    'User-agent: *\nAllow: /pl/docs/\nDisallow: /pl/docs/search/\n\nSitemap: https://docs.example.net/pl/docs/sitemap.xml\n',
  );
});

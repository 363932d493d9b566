import {robotsTxt} from '../robots';

it('allows the docs, the Markdown twins and the llms files, hides the search results page and names the sitemap of the deployment', () => {
  expect(robotsTxt('https://docs.example.net/', '/pl/docs/')).toBe(
    [
      'User-agent: *',
      'Allow: /pl/docs/',
      'Allow: /pl/docs/llms.txt',
      'Allow: /pl/docs/llms-full.txt',
      'Allow: /pl/docs/*/index.md$',
      'Disallow: /pl/docs/search/',
      '',
      'Sitemap: https://docs.example.net/pl/docs/sitemap.xml',
      '',
    ].join('\n'),
  );
});

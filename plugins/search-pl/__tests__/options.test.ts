import {defaultOptions, validateOptions} from '../options';
import {validatePluginOptions} from '../../../tests/unit/pluginOptions';
import {popularPages} from '../../../src/data/popularPages';

// The schema runs as Docusaurus runs it when the site loads the plugin (id added, unknown keys refused).
const validate = (options: unknown) => validatePluginOptions(validateOptions, options);

describe('validateOptions', () => {
  it('gives the defaults (15 suggestions, search-index.json, search/) and accepts the id Docusaurus adds', () => {
    expect(validate(undefined)).toEqual({id: 'default', ...defaultOptions});
    expect(validate({id: 'default'})).toEqual({
      id: 'default',
      maxSuggestions: 15,
      indexFileName: 'search-index.json',
      searchPagePath: 'search/',
      popularPages: [],
      synonymsModule: null,
    });
  });

  it("keeps the site's popular pages (docusaurus.config.ts passes src/data/popularPages.ts)", () => {
    expect(popularPages.length).toBeGreaterThan(0);
    expect(validate({popularPages}).popularPages).toEqual(popularPages);
  });

  it.each([
    [{maxSuggestions: 0}, /"maxSuggestions" must be a whole number from 1 to 50 \(got 0\)/],
    [{maxSuggestions: 2.5}, /"maxSuggestions" must be a whole number from 1 to 50/],
    [{indexFileName: 'search-index.json?_=abc'}, /"indexFileName" must be a plain file name ending in \.json, no folder, no query string/],
    [{indexFileName: '../index.json'}, /"indexFileName" must be a plain file name/],
    [{searchPagePath: '/search'}, /"searchPagePath" must be a route like "search\/" \(got "\/search"\)/],
    [{maxResults: 10}, /"maxResults" is not allowed/],
    [{popularPages: [{title: ' ', route: '/billing/'}]}, /"popularPages\[0\]\.title" must be a non-empty title/],
    [
      {popularPages: [{title: 'Faktury', route: 'https://example.com/'}]},
      /"popularPages\[0\]\.route" must be a route relative to the base path/,
    ],
    [{popularPages: 'faktury'}, /"popularPages" must be a list of pages/],
    ['15', /must be of type object/],
  ])('rejects %j naming the option', (options, message) => {
    expect(() => validate(options)).toThrow(message);
  });
});

describe('synonyms option', () => {
  it('takes a module path inside the site, never the list itself (options reach the browser)', () => {
    expect(validate({synonymsModule: './plugins/glossary/searchSynonyms.ts'}).synonymsModule).toBe('./plugins/glossary/searchSynonyms.ts');
    expect(() => validate({synonymsModule: '/etc/passwd'})).toThrow(/module path relative to the site folder/);
  });
});

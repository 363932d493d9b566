import {defaultOptions, validateOptions} from '../options';

describe('validateOptions', () => {
  it('gives the defaults (15 suggestions, search-index.json, search/) and accepts the id Docusaurus adds', () => {
    expect(validateOptions(undefined)).toEqual(defaultOptions);
    expect(validateOptions({id: 'default'})).toEqual({maxSuggestions: 15, indexFileName: 'search-index.json', searchPagePath: 'search/', popularPages: []});
    expect(validateOptions({popularPages: [{title: 'Faktury', route: '/billing/faktury/'}]}).popularPages).toHaveLength(1);
  });

  it.each([
    [{maxSuggestions: 0}, /maxSuggestions/],
    [{maxSuggestions: 2.5}, /maxSuggestions/],
    [{indexFileName: 'search-index.json?_=abc'}, /no query string/],
    [{indexFileName: '../index.json'}, /indexFileName/],
    [{searchPagePath: '/search'}, /searchPagePath/],
    [{maxResults: 10}, /unknown option\(s\) maxResults/],
    [{popularPages: [{title: '', route: '/billing/'}]}, /popularPages/],
    [{popularPages: [{title: 'Faktury', route: 'https://example.com/'}]}, /popularPages/],
    [{popularPages: 'faktury'}, /popularPages/],
    ['15', /must be an object/],
  ])('rejects %j naming the option', (options, message) => {
    expect(() => validateOptions(options)).toThrow(message);
  });
});

import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginApiDictionaries, {validateOptions} from '../index';
import {dictionaryData} from '../data/dictionaries';
import type {DictionaryContent} from '../src/load';
import {describeDataPlugin, describeOptions} from '../../../tests/unit/dataPluginTests';

const fixtures = join(__dirname, '..', '__fixtures__');

function plugin(siteDir: string): Plugin<DictionaryContent> {
  return pluginApiDictionaries({siteDir, baseUrl: '/pl/docs/'} as LoadContext, {});
}

describeDataPlugin('api-dictionaries', {
  plugin,
  fixtures,
  loads: {
    title: 'loads the data when every page uses existing dictionaries',
    content: {...dictionaryData, route: '/services/api/slowniki/'},
  },
  fails: {
    title: 'fails the build naming the page and line of a missing dictionary',
    message: 'docs/api/broken.mdx: line 9: <DictionaryTable id={99} /> points to #slownik-99',
  },
  output: {
    path: 'api/dictionaries.json',
    check: (written) => {
      const {dictionaries} = written as {dictionaries: {id: number}[]};
      expect(dictionaries.map((dictionary) => dictionary.id)).toEqual(expect.arrayContaining([12, 17, 27, 40, 121]));
    },
  },
});

it('exposes its components through the theme folder', () => {
  expect(plugin(fixtures).getThemePath?.()).toBe(join(__dirname, '..', 'theme'));
});

describeOptions(validateOptions, {
  outputPath: 'api/dictionaries.json',
  route: {option: 'dictionariesRoute', default: '/services/api/slowniki/'},
});

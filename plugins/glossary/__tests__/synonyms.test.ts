import {join} from 'node:path';
import {glossarySynonyms} from '../src/synonyms';
import {glossary} from '../data/glossary';

describe('glossary synonyms for search', () => {
  it('gives every entry its names with its pages', () => {
    const synonyms = glossarySynonyms(glossary);
    expect(synonyms).toHaveLength(glossary.length);
    const vm = synonyms[glossary.findIndex((entry) => entry.id === 'oci')];
    expect(vm.names).toEqual(expect.arrayContaining(['maszyna wirtualna', 'virtual machine', 'VM']));
    expect(vm.pages).toContain('/services/maszyna-wirtualna/');
  });
});

describe('the module the search plugin loads', () => {
  it('exports the glossary synonyms under the name the search plugin reads', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const {loadSynonyms} = require('../../search-pl/index') as {loadSynonyms: (siteDir: string, path: string | null) => unknown[]};
    const loaded = loadSynonyms(join(__dirname, '../../..'), './plugins/glossary/searchSynonyms.ts');
    expect(loaded).toEqual(glossarySynonyms(glossary));
    expect(loadSynonyms('/', null)).toEqual([]);
  });
});

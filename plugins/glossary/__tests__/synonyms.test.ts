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

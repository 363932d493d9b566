import {joinIndexParts, needsReference, referenceIndexPath, splitIndex} from '../src/indexParts';
import type {SearchIndexData, SearchPage} from '../src/types';

const page = (url: string, weight?: number): SearchPage => ({url, title: url, description: '', sections: [], ...(weight ? {weight} : {})});

describe('the index in two parts', () => {
  const index: SearchIndexData = {version: 1, pages: [page('/a/'), page('/ref/', 0.5), page('/b/'), page('/glossary/', 0.4)]};

  it('keeps the pages that rank down in the second part and only their title and description in the first', () => {
    const full = {...index, pages: index.pages.map((p) => ({...p, sections: [{heading: 'H', anchor: 'h', text: `tekst ${p.url}`}]}))};
    const {guides, reference} = splitIndex(full);
    expect(guides.pages.map((p) => [p.url, p.sections[0].text])).toEqual([
      ['/a/', 'tekst /a/'],
      ['/ref/', ''],
      ['/b/', 'tekst /b/'],
      ['/glossary/', ''],
    ]);
    expect(reference.pages.map((p) => p.url)).toEqual(['/ref/', '/glossary/']);
    expect(joinIndexParts(guides, reference)).toEqual(full);
    expect(full.pages[1].sections[0].text).toBe('tekst /ref/');
  });

  it('names the second file beside the first', () => {
    expect(referenceIndexPath('search-index.json')).toBe('search-index-reference.json');
    expect(referenceIndexPath('/pl/docs/search-index.json')).toBe('/pl/docs/search-index-reference.json');
    expect(referenceIndexPath('index')).toBe('index-reference.json');
  });
});

describe('when a query needs the reference part', () => {
  it.each([
    ['/instances/123/clone_ticket', 40],
    ['clone_ticket', 40],
    ['InstancesClone', 40],
    ['example_instance', 40],
    ['faktura', 2],
    ['słownik 159', 40],
  ])('%s (%i guide hits) loads it', (query, hits) => {
    expect(needsReference(query, hits)).toBe(true);
  });

  it.each([
    ['faktura korygująca', 12],
    ['Tier-3', 15],
    ['', 0],
  ])('%s (%i guide hits) does not', (query, hits) => {
    expect(needsReference(query, hits)).toBe(false);
  });
});

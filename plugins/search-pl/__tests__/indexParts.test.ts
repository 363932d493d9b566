import {joinIndexParts, needsReference, referenceIndexPath, splitIndex} from '../src/indexParts';
import type {SearchIndexData, SearchPage} from '../src/types';

const page = (url: string, weight?: number): SearchPage => ({url, title: url, description: '', sections: [], ...(weight ? {weight} : {})});

describe('the index in two parts', () => {
  const index: SearchIndexData = {version: 1, pages: [page('/a/'), page('/ref/', 0.5), page('/b/'), page('/glossary/', 0.4)]};

  it('keeps the guides in the first part and the pages that rank down in the second, in order', () => {
    const {guides, reference} = splitIndex(index);
    expect(guides.pages.map((p) => p.url)).toEqual(['/a/', '/b/']);
    expect(reference.pages.map((p) => p.url)).toEqual(['/ref/', '/glossary/']);
    expect(joinIndexParts(guides, reference).pages).toHaveLength(4);
    expect(index.pages).toHaveLength(4);
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

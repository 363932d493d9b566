import path from 'node:path';
import {glossary} from '../data/glossary';
import {docRoutes} from '../src/routes';
import {assertValidGlossary, validateGlossary} from '../src/validate';

const routes = new Set(['/a/', '/b/']);
const good = {id: 'tier', term: 'tier', aliases: ['klasa dysku'], definition: 'Klasa wydajności dysku.', pages: ['/a/']};

function messages(data: unknown): string[] {
  return validateGlossary(data, routes).map((p) => `${p.entry}: ${p.message}`);
}

describe('glossary validation', () => {
  it('accepts a well-formed entry', () => {
    expect(messages([good])).toEqual([]);
  });
  it('rejects a repeated id', () => {
    expect(messages([good, {...good, term: 'inny', aliases: []}])).toEqual(['tier: identyfikator "tier" powtarza się']);
  });
  it('rejects an empty definition', () => {
    expect(messages([{...good, definition: '  '}])).toEqual(['tier: pole "definition" (definicja) jest puste']);
  });
  it('rejects a page link that is not a page', () => {
    expect(messages([{...good, pages: ['/brak/']}])).toEqual([
      'tier: odnośnik do strony "/brak/" nie prowadzi do żadnej strony dokumentacji',
    ]);
  });
  it('rejects an empty term, a bad id and an empty alias', () => {
    expect(messages([{...good, id: 'Zły Id', term: '', aliases: ['']}])).toEqual([
      'Zły Id: pole "id" musi być niepustym identyfikatorem z małych liter, cyfr i myślników',
      'Zły Id: pole "term" (termin) jest puste',
      'Zły Id: pole "aliases", pozycja 1: pusty lub nietekstowy wpis',
    ]);
  });
  it('rejects one name used by two concepts', () => {
    expect(messages([good, {...good, id: 'inny', term: 'Klasa dysku', aliases: []}])).toEqual([
      'inny: nazwa "Klasa dysku" należy już do wpisu "tier"',
    ]);
  });
  it("rejects an alias that is already another entry's term", () => {
    const iops = {id: 'iops', term: 'IOPS', aliases: [], definition: 'Operacje na sekundę.', pages: ['/b/']};
    expect(messages([iops, {...good, aliases: ['klasa dysku', 'iops']}])).toEqual(['tier: nazwa "iops" należy już do wpisu "iops"']);
  });
  it('rejects an entry without a list of pages or aliases', () => {
    expect(messages([{id: 'tier', term: 'tier', aliases: 'klasa dysku', definition: 'Klasa.'}])).toEqual([
      'tier: pole "aliases" musi być listą tekstów',
      'tier: pole "pages" musi być listą tekstów',
    ]);
  });
  it('throws a readable build error', () => {
    expect(() => assertValidGlossary([{...good, definition: ''}], routes)).toThrow(
      'Słowniczek pojęć zawiera błędy:\n- tier: pole "definition" (definicja) jest puste',
    );
  });
  it('the project glossary is valid against the real doc pages', () => {
    const real = docRoutes(path.join(__dirname, '..', '..', '..', 'docs'));
    expect(validateGlossary(glossary, real)).toEqual([]);
  });
});

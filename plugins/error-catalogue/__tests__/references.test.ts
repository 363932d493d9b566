import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {errorCatalogueData} from '../data/errors';
import {checkErrorReferences, findErrorReferences} from '../src/references';

const FILE = 'plugins/error-catalogue/data/errors.ts';
const fixture = (path: string) => readFileSync(join(__dirname, '..', '__fixtures__', path), 'utf8');

describe('findErrorReferences', () => {
  it('finds <ErrorCode /> tags and links to entries, skipping code examples', () => {
    const references = findErrorReferences({file: 'docs/good.mdx', text: fixture('site-good/docs/good.mdx')});
    expect(references.map(({line, anchor}) => [line, anchor])).toEqual([
      [7, 'blad-409'],
      [7, 'blad-429'],
      [8, 'blad-oci-snapshoty'],
      [10, 'blad-oci-klon-polaczony-409'],
      [10, 'blad-strona-nieznany-adres'],
    ]);
  });
});

describe('checkErrorReferences', () => {
  it('accepts pages that link existing entries', () => {
    const references = findErrorReferences({file: 'docs/good.mdx', text: fixture('site-good/docs/good.mdx')});
    expect(checkErrorReferences(references, errorCatalogueData, FILE)).toEqual([]);
  });

  it('names the page, the line and the entry that does not exist', () => {
    const references = findErrorReferences({file: 'docs/services/broken.mdx', text: fixture('site-broken/docs/services/broken.mdx')});
    const problems = checkErrorReferences(references, errorCatalogueData, FILE);
    expect(problems.map(({file, entry, message}) => `${file}: ${entry}: ${message}`)).toEqual([
      'docs/services/broken.mdx: line 7: <ErrorCode code={418} /> points to #blad-418, which is not in plugins/error-catalogue/data/errors.ts (HTTP codes: 200, 201, 204, 400, 401, 402, 403, 404, 409, 429, 500; other ids: see the file)',
      'docs/services/broken.mdx: line 11: <ErrorCode id="oci-brak" /> points to #blad-oci-brak, which is not in plugins/error-catalogue/data/errors.ts (HTTP codes: 200, 201, 204, 400, 401, 402, 403, 404, 409, 429, 500; other ids: see the file)',
      'docs/services/broken.mdx: line 13: <ErrorCode /> names no entry: write code={409} or id="oci-snapshoty"',
      'docs/services/broken.mdx: line 9: kody-bledow.mdx#blad-oci-nieistniejacy points to #blad-oci-nieistniejacy, which is not in plugins/error-catalogue/data/errors.ts (HTTP codes: 200, 201, 204, 400, 401, 402, 403, 404, 409, 429, 500; other ids: see the file)',
    ]);
  });
});

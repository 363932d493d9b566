import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {dictionaryData} from '../data/dictionaries';
import {maskCode} from '../../page-data-kit/pageText';
import {checkDictionaryReferences, findDictionaryReferences} from '../src/references';

const FILE = 'plugins/api-dictionaries/data/dictionaries.ts';
const fixture = (path: string) => readFileSync(join(__dirname, '..', '__fixtures__', path), 'utf8');

describe('findDictionaryReferences', () => {
  it('finds component tags and links with their lines', () => {
    const text = 'Zobacz [typy](./slowniki.mdx#slownik-12).\n\n<DictionaryTable id={27} />\n<DictionaryTable field="CloneType"/>\n[x](/services/api/slowniki/#wartosci-subregionid)';
    expect(findDictionaryReferences({file: 'docs/a.mdx', text})).toEqual([
      {file: 'docs/a.mdx', line: 3, source: '<DictionaryTable id={27} />', anchor: 'slownik-27'},
      {file: 'docs/a.mdx', line: 4, source: '<DictionaryTable field="CloneType"/>', anchor: 'wartosci-clonetype'},
      {file: 'docs/a.mdx', line: 1, source: 'slowniki.mdx#slownik-12', anchor: 'slownik-12'},
      {file: 'docs/a.mdx', line: 5, source: 'slowniki/#wartosci-subregionid', anchor: 'wartosci-subregionid'},
    ]);
  });

  it('ignores examples in code blocks and inline code', () => {
    expect(findDictionaryReferences({file: 'docs/good.mdx', text: fixture('site-good/docs/good.mdx')}).map((r) => r.anchor)).toEqual([
      'slownik-27',
      'wartosci-subregionid',
      'slownik-12',
      'wartosci-clonetype',
    ]);
  });

  it('keeps line numbers when it blanks code', () => {
    const text = '```bash\ncurl x\n```\n`a`';
    expect(maskCode(text).split('\n')).toHaveLength(text.split('\n').length);
    expect(maskCode(text)).not.toMatch(/curl|a`/);
  });
});

describe('checkDictionaryReferences', () => {
  it('accepts pages that use existing dictionaries', () => {
    const references = findDictionaryReferences({file: 'docs/good.mdx', text: fixture('site-good/docs/good.mdx')});
    expect(checkDictionaryReferences(references, dictionaryData, FILE)).toEqual([]);
  });

  it('names the page, the line and the missing entry', () => {
    const references = findDictionaryReferences({file: 'docs/api/broken.mdx', text: fixture('site-broken/docs/api/broken.mdx')});
    const problems = checkDictionaryReferences(references, dictionaryData, FILE);
    expect(problems.map(({file, entry}) => `${file}:${entry}`)).toEqual([
      'docs/api/broken.mdx:line 9',
      'docs/api/broken.mdx:line 11',
      'docs/api/broken.mdx:line 13',
      'docs/api/broken.mdx:line 7',
    ]);
    expect(problems[0]?.message).toBe(
      '<DictionaryTable id={99} /> points to #slownik-99, which is not in plugins/api-dictionaries/data/dictionaries.ts (known: dictionaries 12, 17, 27, 40, 121; value sets CloneType, SubregionId, AuthorizationMethodId, OperationType)',
    );
    expect(problems[2]?.message).toMatch(/names no dictionary/);
  });
});

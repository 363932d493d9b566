import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import intents from '../data/intents.json';
import {glossaryExpansions, validateIntents} from '../src/expansions';
import {foldDiacritics} from '../../page-data-kit/text/normalize';
import {tokenize} from '../src/tokenize';

const docsDir = join(__dirname, '../../../docs');
const docsFiles = (dir: string): string[] =>
  readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? docsFiles(join(dir, entry.name)) : entry.name.endsWith('.mdx') ? [join(dir, entry.name)] : [],
  );
const docsWords = new Set(docsFiles(docsDir).flatMap((file) => tokenize(readFileSync(file, 'utf8')).map((token) => token.word)));

describe('data/intents.json', () => {
  const checked = validateIntents(intents);

  it('is valid and reviewed: every intent says why it holds', () => {
    expect(checked.length).toBeGreaterThanOrEqual(5);
    for (const intent of checked) expect(intent.why.length).toBeGreaterThan(20);
  });

  it.each(checked.map((intent) => [intent.id, intent] as const))('%s adds only words the pages use', (_id, intent) => {
    for (const phrase of intent.add) {
      for (const token of tokenize(phrase))
        expect([phrase, token.word, docsWords.has(foldDiacritics(token.word))]).toEqual([phrase, token.word, true]);
    }
  });

  it('rejects malformed entries with a message naming each', () => {
    expect(() => validateIntents({})).toThrow('must be a list of intents');
    const bad = [
      {id: 'Zły id', why: 'za krótko', when: [], add: []},
      {id: 'dwa', why: 'Poprawne uzasadnienie tej pozycji.', when: [['słowo z spacją']], add: ['port 25']},
      {id: 'dwa', why: 'Poprawne uzasadnienie tej pozycji.', when: [['mail']], add: ['']},
    ];
    expect(() => validateIntents(bad, 'intents.json')).toThrow(
      [
        'search-pl: invalid intents:',
        '- intents.json [0] "Zły id": id must be lower-case letters, digits and hyphens',
        '- intents.json [0] "Zły id": why must say in a sentence why the mapping holds',
        '- intents.json [0] "Zły id": when must be a non-empty list of groups, each a non-empty list of single words',
        '- intents.json [0] "Zły id": add must be a non-empty list of words or phrases',
        '- intents.json [1] "dwa": when must be a non-empty list of groups, each a non-empty list of single words',
        '- intents.json [2] "dwa": id used twice',
        '- intents.json [2] "dwa": add must be a non-empty list of words or phrases',
      ].join('\n'),
    );
  });
});

describe('glossaryExpansions', () => {
  it('maps the English names and abbreviations of a concept to its preferred term, one-word names together', () => {
    expect(
      glossaryExpansions([
        {
          names: ['maszyna wirtualna', 'VM', 'virtual machine', 'maszyna', 'instance', 'serwer główny'],
          pages: ['/services/maszyna-wirtualna/'],
        },
        {names: ['dysk OVS', 'dysk blokowy', 'volume', 'wolumen główny'], pages: []},
        {names: ['klucz główny', 'klucz'], pages: []},
      ]),
    ).toEqual([
      {when: [['virtual'], ['machine']], add: ['maszyna wirtualna']},
      {when: [['VM', 'instance']], add: ['maszyna wirtualna']},
      {when: [['volume']], add: ['dysk OVS']},
    ]);
  });
});

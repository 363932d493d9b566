import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import nspell from 'nspell';
import {loadDocs} from './docSources';
import {affixEndings, candidateStems, cutDictionary, misspelled, parseAccepted, proseWords} from './spelling';

// Polish spelling of every page (issue 37): dictionary-pl through nspell, plus the committed list
// of accepted technical terms (spelling-accepted.txt). A new term goes into that list, a typo gets fixed.
const ROOT = join(__dirname, '../..');
const DICTIONARY = join(ROOT, 'node_modules/dictionary-pl');

const docs = loadDocs();
// Lines are the file's: the body starts after the front matter.
const words = docs.map((doc) => {
  const offset = readFileSync(doc.file, 'utf8').split('\n').length - doc.body.split('\n').length;
  return {file: relative(ROOT, doc.file), words: proseWords(doc.body).map(({word, line}) => ({word, line: line + offset}))};
});
const aff = readFileSync(join(DICTIONARY, 'index.aff'), 'utf8');
const endings = affixEndings(aff);
const allWords = new Set(words.flatMap((page) => page.words.map(({word}) => word)));
const speller = nspell(aff, cutDictionary(readFileSync(join(DICTIONARY, 'index.dic'), 'utf8'), candidateStems(allWords, endings)));
const accepted = parseAccepted(readFileSync(join(__dirname, 'spelling-accepted.txt'), 'utf8'));

describe('the check itself', () => {
  it('knows inflected Polish words and flags a planted typo with its line', () => {
    const page = 'Maszyny wirtualne i dyski.\n\nPodłącz drugi dysk do maszyyny.';
    const ownSpeller = nspell(
      aff,
      cutDictionary(
        readFileSync(join(DICTIONARY, 'index.dic'), 'utf8'),
        candidateStems(
          proseWords(page).map((w) => w.word),
          endings,
        ),
      ),
    );
    expect(misspelled(proseWords(page), ownSpeller, new Set())).toEqual([{word: 'maszyyny', line: 3}]);
  });

  it('reads prose only: no code, link targets, tags, tokens, identifiers or abbreviations', () => {
    const page = '```bash\nxyzzy\n```\nZobacz [stronę](./xyzzy.mdx) i `xyzzy`, %%panelUrl%%, TypeId, OCI, <b x="xyzzy">tekst</b>.';
    expect(proseWords(page).map(({word}) => word)).toEqual(['Zobacz', 'stronę', 'tekst']);
  });

  it('accepts listed terms in any case', () => {
    expect(misspelled([{word: 'Kubeconfig', line: 1}], {correct: () => false}, parseAccepted('kubeconfig # plik klastra'))).toEqual([]);
  });
});

it('every word of every page is Polish or an accepted term', () => {
  const problems = words.flatMap(({file, words: pageWords}) =>
    misspelled(pageWords, speller, accepted).map(({word, line}) => `${file}:${line}: ${word}`),
  );
  expect(problems).toEqual([]);
});

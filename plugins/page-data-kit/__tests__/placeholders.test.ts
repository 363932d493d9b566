import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {PLACEHOLDER_WORDS} from '../placeholders';
import {textProblem} from '../problems';
import {placeholderProblems} from '../../../tests/content/contentLint';

// One list, three readers: the data plugins' texts, the content lint and the writers' quick check.
describe.each(PLACEHOLDER_WORDS)('the placeholder "%s"', (word) => {
  const sentence = `Opis usługi: ${word}.`;

  it('is refused in a data text', () => {
    expect(textProblem(sentence)).toMatch(/placeholder instead of Polish text/);
  });

  it('is refused in a page by the content lint', () => {
    expect(placeholderProblems({frontMatter: {}, body: sentence})).toEqual([
      {rule: 'placeholder', message: `placeholder "${word}"`, line: 1},
    ]);
  });
});

it('scripts/check-mdx.mjs refuses every word of the list', () => {
  const dir = mkdtempSync(join(tmpdir(), 'check-mdx-'));
  try {
    const files = PLACEHOLDER_WORDS.map((word, index) => {
      const file = join(dir, `strona-${index}.mdx`);
      writeFileSync(file, `---\ntitle: Strona\ndescription: Opis strony.\n---\n\nOpis usługi: ${word}.\n`);
      return file;
    });
    const run = spawnSync(process.execPath, [join(__dirname, '..', '..', '..', 'scripts', 'check-mdx.mjs'), ...files], {encoding: 'utf8'});
    for (const word of PLACEHOLDER_WORDS) expect(run.stdout).toContain(`placeholder word "${word}"`);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

it('leaves ordinary Polish text alone', () => {
  expect(textProblem('Maszyna jest gotowa do pracy.')).toBeUndefined();
  expect(placeholderProblems({frontMatter: {title: 'Tworzenie maszyny'}, body: 'Przygotowanie maszyny trwa kilka minut.'})).toEqual([]);
});

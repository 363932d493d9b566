import YAML from 'yaml';
import {codeBlocks, loadDocs} from './docSources';

// Readers paste these samples: every JSON block must parse and every YAML block too.
const samples = loadDocs().flatMap((doc) =>
  codeBlocks(doc.body)
    .filter((block) => ['json', 'yaml', 'yml'].includes(block.lang))
    .map((block, index) => [`${doc.route} #${index + 1} (${block.lang})`, block] as const),
);

it('there are code samples to check', () => {
  expect(samples.length).toBeGreaterThan(0);
});

describe.each(samples)('%s', (_name, block) => {
  it('parses', () => {
    const code = block.code.replace(/%%[A-Za-z0-9]+%%/g, 'https://example.com');
    if (block.lang === 'json') {
      expect(() => JSON.parse(code)).not.toThrow();
    } else {
      for (const document of YAML.parseAllDocuments(code)) expect(document.errors).toEqual([]);
    }
  });
});

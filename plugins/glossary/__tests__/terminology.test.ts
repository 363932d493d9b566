import {glossary} from '../data/glossary';
import {checkTerminology, formatTerminologyFinding} from '../src/terminology';

describe('terminology check', () => {
  it('passes a page that uses the preferred terms', () => {
    const page = 'Dane trafiają do kolektora, a potem do Cloud Storage (OCS).\n';
    expect(checkTerminology('docs/a.mdx', page, glossary)).toEqual([]);
  });
  it('names file, line and the preferred term for a discouraged variant', () => {
    const page = 'Wstęp.\nKonfiguracja collectora i Magazyn obiektów.\n';
    expect(checkTerminology('docs/a.mdx', page, glossary).map(formatTerminologyFinding)).toEqual([
      'docs/a.mdx:2: „Magazyn obiektów” – użyj terminu „Cloud Storage (OCS)”',
      'docs/a.mdx:2: „collectora” – użyj terminu „kolektor”',
    ]);
  });
  it('ignores code and parts of longer words', () => {
    const page = '```\ncollectora\n```\nUżyj `collectora` w kodzie; collectoral nie jest terminem.\n';
    expect(checkTerminology('docs/a.mdx', page, glossary)).toEqual([]);
  });
});

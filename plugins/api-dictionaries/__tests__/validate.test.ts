import {badDataFixtures} from '../__fixtures__/badData';
import {loadDictionaryContent} from '../src/load';
import {DataValidationError} from '../../page-data-kit/problems';
import {validateDictionaryData} from '../src/validate';

const FILE = 'plugins/api-dictionaries/data/dictionaries.ts';

describe('validateDictionaryData', () => {
  it.each(badDataFixtures.map((fixture) => [fixture.name, fixture] as const))(
    'reports %s with the file and the entry',
    (_name, fixture) => {
      const problems = validateDictionaryData(fixture.data, FILE);
      expect(problems).toContainEqual({file: FILE, entry: fixture.entry, message: expect.stringMatching(fixture.message)});
    },
  );

  it.each(badDataFixtures.map((fixture) => [fixture.name, fixture] as const))('fails the load on %s', (_name, fixture) => {
    const load = () => loadDictionaryContent(fixture.data, [], {dataFile: FILE, route: '/services/api/slowniki/'});
    expect(load).toThrow(DataValidationError);
    expect(load).toThrow(`${FILE}: ${fixture.entry}: `);
  });

  it('lists every problem at once', () => {
    const data = {
      dictionaries: [
        {id: 12, name: '', purpose: 'Cel.', fields: [], fieldsNote: 'Brak.', items: [], note: 'Brak.'},
        {id: 12, name: 'Druga', purpose: '', fields: [], fieldsNote: 'Brak.', items: [], note: 'Brak.'},
      ],
      valueSets: [],
    };
    expect(validateDictionaryData(data, FILE).map((problem) => problem.message)).toEqual([
      'missing Polish text in "name"',
      'duplicate dictionary id 12 (also dictionary #1)',
      'missing Polish text in "purpose"',
    ]);
  });

  it('formats the build error with the plugin, the file and the entry', () => {
    const fixture = badDataFixtures[0];
    if (!fixture) throw new Error('no fixture');
    const error = (() => {
      try {
        loadDictionaryContent(fixture.data, [], {dataFile: FILE, route: '/services/api/slowniki/'});
      } catch (caught) {
        return caught as Error;
      }
      throw new Error('expected a failure');
    })();
    expect(error.message).toMatchInlineSnapshot(`
"[api-dictionaries] 1 problem(s) in the data or in pages that use it:
  - plugins/api-dictionaries/data/dictionaries.ts: dictionary 12 ("Klasy dysków"): duplicate dictionary id 12 (also dictionary #1)"
`);
  });
});

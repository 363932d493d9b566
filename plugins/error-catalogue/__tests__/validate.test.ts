import {badDataFixtures} from '../__fixtures__/badData';
import {loadErrorCatalogue} from '../src/load';
import {DataValidationError} from '../../page-data-kit/problems';
import {validateErrorCatalogue} from '../src/validate';

const FILE = 'plugins/error-catalogue/data/errors.ts';
const OPTIONS = {dataFile: FILE, route: '/services/api/kody-bledow/'};

describe('validateErrorCatalogue', () => {
  it.each(badDataFixtures.map((fixture) => [fixture.name, fixture] as const))(
    'reports %s with the file and the entry',
    (_name, fixture) => {
      expect(validateErrorCatalogue(fixture.data, FILE)).toContainEqual({
        file: FILE,
        entry: fixture.entry,
        message: expect.stringMatching(fixture.message),
      });
    },
  );

  it.each(badDataFixtures.map((fixture) => [fixture.name, fixture] as const))('fails the load on %s', (_name, fixture) => {
    const load = () => loadErrorCatalogue(fixture.data, [], OPTIONS);
    expect(load).toThrow(DataValidationError);
    expect(load).toThrow(`${FILE}: ${fixture.entry}: `);
  });

  it('formats the build error with the plugin, the file and the entry', () => {
    const fixture = badDataFixtures.find((candidate) => candidate.name === 'unknown area');
    expect(() => loadErrorCatalogue(fixture?.data, [], OPTIONS)).toThrowErrorMatchingInlineSnapshot(`
"[error-catalogue] 1 problem(s) in the data or in pages that use it:
  - plugins/error-catalogue/data/errors.ts: error oci-konsola: unknown area "ovs" (known: api, oci, ocs, otm, oks, billing, site)"
`);
  });
});

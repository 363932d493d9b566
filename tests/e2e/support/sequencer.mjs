// Two workers share the e2e suites (jest.e2e.config.mjs). Jest starts the largest files first when
// it has no timings of its own (a clean CI machine has none), but file size says little here: the
// route suite is a short file that visits every page, the longest run by far. It goes first, so the
// other worker works through the rest meanwhile instead of waiting for it at the end.
import Sequencer from '@jest/test-sequencer';

const LONGEST_FIRST = ['routes.e2e.ts', 'journeys.e2e.ts'];

class E2eSequencer extends Sequencer {
  async sort(tests) {
    const rank = (test) => {
      const index = LONGEST_FIRST.findIndex((name) => test.path.endsWith(`/${name}`));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    return [...(await super.sort(tests))].sort((a, b) => rank(a) - rank(b));
  }
}

export default E2eSequencer;

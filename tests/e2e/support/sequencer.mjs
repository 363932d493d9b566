// Two workers share the e2e suites (jest.e2e.config.mjs), and each takes the next file in this order
// as soon as it is free. Jest starts the largest files first when it has no timings of its own (a
// clean CI machine has none), but file size says little here: the route suite is a short file that
// visits every page, the longest run by far. So the files go longest first, by their measured
// times (one full run, seconds, on the two-core CI machine while another job loaded it; the order is
// what counts): the route suite on one worker while the other works through the rest, and the short
// suites last, so neither worker is left with a long one while the other waits at the end.
// The route suite is split in two shards that start together, one per worker.
// A suite not listed yet (length unknown) runs right after the route shards, so it cannot be the
// long one left at the end.
import Sequencer from '@jest/test-sequencer';

const LONGEST_FIRST = [
  'routes-1.e2e.ts', // half of the route suite (with the layout check, once a suite of its own)
  'routes-2.e2e.ts',
  'diagrams.e2e.ts', // 187
  'devserver.e2e.ts', // 161
  'readers.e2e.ts', // 143 (CI)
  'journeys.e2e.ts', // 140
  'catalogue.e2e.ts', // 127
  'terraform.e2e.ts', // 79
  'tools.e2e.ts', // 78
  'console.e2e.ts', // 76 (CI)
  'api-proxy.e2e.ts', // ~60 (new, loaded machine)
  'samples.e2e.ts', // ~40 (new, loaded machine)
  'budgets.e2e.ts', // 69
  'codeblocks.e2e.ts', // 60
  'reference.e2e.ts', // 55
  'search.e2e.ts', // 51
  'mcp.e2e.ts', // 16 (CI)
  'twins.e2e.ts', // 35
  'feedback.e2e.ts', // 27
  'chrome.e2e.ts', // 27
  'otm-simulator.e2e.ts', // 24
  'redirects.e2e.ts', // 24
  'security.e2e.ts', // 19
  'glossary.e2e.ts', // 17
  'navigation.e2e.ts', // 16
  'print.e2e.ts', // 10
  'prefetch.e2e.ts', // 9
  'toc.e2e.ts', // 9
  'layout-shift.e2e.ts', // ~20 (new)
  'search-ranking.e2e.ts', // 2
];

class E2eSequencer extends Sequencer {
  async sort(tests) {
    const rank = (test) => {
      const index = LONGEST_FIRST.findIndex((name) => test.path.endsWith(`/${name}`));
      // Unlisted: between the route shards (0, 1) and the next one (2).
      return index === -1 ? 1.5 : index;
    };
    return [...(await super.sort(tests))].sort((a, b) => rank(a) - rank(b));
  }
}

export default E2eSequencer;

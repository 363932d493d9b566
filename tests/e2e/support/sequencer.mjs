// Two workers share the e2e suites (jest.e2e.config.mjs), and each takes the next file in this order
// as soon as it is free. Jest starts the largest files first when it has no timings of its own (a
// clean CI machine has none), but file size says little here: the route suite is a short file that
// visits every page, the longest run by far. So the files go longest first, by their measured
// times (seconds, from one `bash .ci/run` on the two-core machine, two workers side by side; the
// order is what counts): the route suite's two shards first, one per worker, then the rest longest
// first and the short suites last, so neither worker is left with a long one while the other waits.
// A suite not listed yet (length unknown) runs right after the route shards, so it cannot be the
// long one left at the end.
import Sequencer from '@jest/test-sequencer';

const LONGEST_FIRST = [
  'routes-1.e2e.ts', // half of the route suite: 193 s beside its twin
  'routes-2.e2e.ts', // 190 s
  'visual.e2e.ts', // 126
  'devserver.e2e.ts', // 110
  'diagrams.e2e.ts', // 97
  'budgets.e2e.ts', // 87
  'journeys.e2e.ts', // 74
  'catalogue.e2e.ts', // 72
  'tools.e2e.ts', // 70
  'console.e2e.ts', // 68
  'readers.e2e.ts', // 66
  'search.e2e.ts', // 45
  'codeblocks.e2e.ts', // 38
  'twins.e2e.ts', // 27
  'reference.e2e.ts', // 27
  'redirects.e2e.ts', // 26
  'feedback.e2e.ts', // 26
  'api-proxy.e2e.ts', // 22
  'security.e2e.ts', // 20
  'otm-simulator.e2e.ts', // 19
  'glossary.e2e.ts', // 19
  'chrome.e2e.ts', // 16
  'navigation.e2e.ts', // 15
  'terraform.e2e.ts', // 14
  'layout-shift.e2e.ts', // 11
  'print.e2e.ts', // 11
  'samples.e2e.ts', // 9
  'prefetch.e2e.ts', // 9
  'mcp.e2e.ts', // 8
  'toc.e2e.ts', // 7
  'search-ranking.e2e.ts', // under 5
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

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
  'routes-1.e2e.ts', // half of the route suite: 711 s alone with its twin
  'routes-2.e2e.ts', // 671 s
  'devserver.e2e.ts', // 256
  'catalogue.e2e.ts', // 191
  'budgets.e2e.ts', // 188
  'journeys.e2e.ts', // 176
  'diagrams.e2e.ts', // 137
  'readers.e2e.ts', // 135
  'tools.e2e.ts', // 134
  'codeblocks.e2e.ts', // 133
  'visual.e2e.ts', // 121 s at load average 9-12, 234 at 27
  'search.e2e.ts', // 95
  'console.e2e.ts', // 85
  'navigation.e2e.ts', // 82
  'security.e2e.ts', // 76
  'glossary.e2e.ts', // 75
  'reference.e2e.ts', // 70
  'print.e2e.ts', // 59
  'redirects.e2e.ts', // 58
  'twins.e2e.ts', // 54
  'feedback.e2e.ts', // 53
  'layout-shift.e2e.ts', // 51
  'otm-simulator.e2e.ts', // 49
  'chrome.e2e.ts', // 48
  'terraform.e2e.ts', // 43
  'prefetch.e2e.ts', // 42
  'toc.e2e.ts', // 40
  'api-proxy.e2e.ts', // 33
  'samples.e2e.ts', // 27
  'mcp.e2e.ts', // 24
  'search-ranking.e2e.ts', // 23
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

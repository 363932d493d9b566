import {
  budgetLines,
  calibratedCpuSlowdown,
  formatResults,
  markedSection,
  median,
  medianIndex,
  medianRun,
  summariseTasks,
  BASELINE_LABEL,
  type TaskNodeLike,
  upsertSection,
  type BenchResults,
  type PageRow,
} from '../report';

/** A page of 200 KiB of JavaScript. */
function heavyPage(page: Pick<PageRow, 'label' | 'route' | 'searchIndexRequested' | 'jsBudgetKiB'>): PageRow {
  return {...page, js: {raw: 700_000, gzip: 200 * 1024}, css: {raw: 80_000, gzip: 17_000}, requests: 30, prefetches: 20};
}

const results: BenchResults = {
  machine: {date: '2026-11-22T17:00:00Z', commit: 'abc1234 Test', cores: '2 cores (CPU)', memory: '23.4 GiB RAM', versions: 'Node v20'},
  builds: [
    {label: 'cold, webpack (DOCS_WEBPACK=1)', seconds: 60, peakMemoryMb: 1500},
    {label: 'cold, @docusaurus/faster', seconds: 20, peakMemoryMb: 1000},
    {label: 'warm, @docusaurus/faster', seconds: 12, peakMemoryMb: 900},
  ],
  webpackRatio: 3,
  pages: [
    {
      label: 'home',
      route: '/',
      js: {raw: 400_000, gzip: 150_000},
      css: {raw: 80_000, gzip: 17_000},
      requests: 20,
      prefetches: 12,
      searchIndexRequested: false,
      jsBudgetKiB: 190,
    },
    heavyPage({label: 'OTM', route: '/otm/', searchIndexRequested: true, jsBudgetKiB: 190}),
    // The same weight on a page with a tool, whose budget is 210 KiB.
    heavyPage({label: 'simulator', route: '/sim/', searchIndexRequested: false, jsBudgetKiB: 210}),
  ],
  search: {
    indexFiles: [{name: 'search-index.json', bytes: {raw: 480_000, gzip: 130_000}}],
    firstSearch: [{url: '/pl/docs/search-index.json', bytes: {raw: 480_000, gzip: 130_000}}],
  },
  lighthouse: [
    {
      label: 'home',
      formFactor: 'mobile',
      runs: 3,
      performance: 98,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 2000,
      tbtMs: 100,
      cls: 0,
      benchmarkIndex: 1533,
      cpuSlowdown: 4,
    },
    {
      label: 'OTM',
      formFactor: 'mobile',
      runs: 3,
      performance: 90,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      lcpMs: 2500,
      tbtMs: 400,
      cls: 0.01,
      benchmarkIndex: 1533,
      cpuSlowdown: 4,
    },
    {
      label: 'home',
      formFactor: 'desktop',
      runs: 3,
      performance: 100,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 500,
      tbtMs: 0,
      cls: 0,
      benchmarkIndex: 1533,
      cpuSlowdown: 1,
    },
  ],
};

it('takes the median of odd and even counts, and of each Lighthouse figure separately', () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(() => median([])).toThrow();
  const run = {
    performance: 90,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1000,
    tbtMs: 300,
    cls: 0,
    benchmarkIndex: 900,
    cpuSlowdown: 2.2,
  };
  expect(medianRun([run, {...run, performance: 99, tbtMs: 100}, {...run, performance: 95, tbtMs: 500}])).toEqual({
    ...run,
    performance: 95,
    tbtMs: 300,
  });
});

it('checks every budget and marks the misses', () => {
  const lines = budgetLines(results);
  expect(lines).toContain('JS OTM: 200.0 KiB ≤ 190 — **over**');
  // A page with a tool has the 210 KiB budget of the e2e budget suite.
  expect(lines).toContain('JS simulator: 200.0 KiB ≤ 210 — ok');
  expect(lines).toContain('search index before search, OTM: **downloaded**');
  expect(lines).toContain('cold build: 20.0 s ≤ 30 — ok');
  expect(lines).toContain(
    'Lighthouse mobile (4× CPU, benchmark index 1533) OTM: **below** in performance, bestPractices, TBT 400 ms > 200',
  );
  expect(lines).toContain('Lighthouse mobile (4× CPU, benchmark index 1533) home: ok');
  expect(lines.some((line) => line.startsWith('JS home'))).toBe(false);
});

it('writes the date, commit, machine, tables and the webpack ratio', () => {
  const markdown = formatResults(results);
  expect(markdown).toContain('- Commit: abc1234 Test');
  expect(markdown).toContain('- Machine: 2 cores (CPU), 23.4 GiB RAM');
  expect(markdown).toContain('webpack / @docusaurus/faster, cold: **3.00×**');
  expect(markdown).toContain('| home `/` | 390.6 | 146.5 | 78.1 | 16.6 | 20 (12) |');
  expect(markdown).toContain('| OTM | 90 | 100 | 96 | 100 | 2.50 | 400 | 0.010 | 1533 | 4.00× |');
  expect(markdown).toContain('downloads 1 file(s)');
});

describe('CPU slowdown calibrated to the host', () => {
  it("follows Lighthouse's calibration table at its anchor points and between them", () => {
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1533)).toBe(4);
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 1);
    expect(calibratedCpuSlowdown(1050)).toBeCloseTo(2.5, 5);
  });

  it('refuses a host too slow to emulate the phone', () => {
    expect(() => calibratedCpuSlowdown(100)).toThrow(/too slow/);
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow();
  });

  it('reads the mobile budget on the preset figures, the calibrated ones shown for information only', () => {
    const home = results.lighthouse[0];
    const withCalibration: BenchResults = {
      ...results,
      lighthouse: [
        {...home, formFactor: 'mobile', performance: 90, tbtMs: 400, cls: 0.05},
        {...home, formFactor: 'mobile-calibrated', performance: 97, tbtMs: 150, benchmarkIndex: 1050, cpuSlowdown: 2.5},
      ],
    };
    const lines = budgetLines(withCalibration);
    expect(lines).toContain(
      'Lighthouse mobile (4× CPU, benchmark index 1533) home: **below** in performance, TBT 400 ms > 200, CLS 0.050 > 0.02',
    );
    expect(lines.some((line) => line.includes('calibrated'))).toBe(false);
    const markdown = formatResults(withCalibration);
    expect(markdown).toContain('| home | 97 | 100 | 100 | 100 | 2.00 | 150 | 0.000 | 1050 | 2.50× |');
    expect(markdown).toContain('| home | 90 | 100 | 100 | 100 | 2.00 | 400 | 0.050 | 1533 | 4.00× |');
    expect(markdown.indexOf('the budget figure:')).toBeLessThan(markdown.indexOf('(information only):'));
  });
});

describe('plain Docusaurus baseline', () => {
  const home = results.lighthouse[0];
  const withBaseline: BenchResults = {
    ...results,
    lighthouse: [...results.lighthouse, {...home, label: BASELINE_LABEL, performance: 100, lcpMs: 1000, tbtMs: 50}],
    baseline: {
      source: 'the API examples page',
      build: {label: 'plain Docusaurus, cold (webpack)', seconds: 40, peakMemoryMb: 800},
      page: {...results.pages[0], label: BASELINE_LABEL, js: {raw: 300_000, gzip: 100 * 1024}},
    },
  };

  it('reads every mobile figure as a ratio to the plain site and leaves it out of the budgets', () => {
    const markdown = formatResults(withBaseline);
    expect(markdown).toContain('| OTM | 0.90× | 2.50× | 8.00× | 2.00× |');
    expect(markdown).toContain('| plain Docusaurus, cold (webpack) | 40.0 | 800 |');
    expect(markdown).toContain('first-load JS 100.0 KiB gzip');
    expect(budgetLines(withBaseline).some((line) => line.includes(BASELINE_LABEL))).toBe(false);
  });

  it('gives no ratio of blocking time when the plain site has none', () => {
    const none = {
      ...withBaseline,
      lighthouse: withBaseline.lighthouse.map((row) => (row.label === BASELINE_LABEL ? {...row, tbtMs: 0} : row)),
    };
    expect(formatResults(none)).toContain('| OTM | 0.90× | 2.50× | — (400 ms) | 2.00× |');
  });
});

describe('profile of the longest tasks', () => {
  const node = (
    name: string,
    selfTime: number,
    children: TaskNodeLike[] = [],
    data?: Record<string, unknown>,
    label = 'Other',
  ): TaskNodeLike => ({
    event: {name, args: data ? {data} : {}},
    children,
    startTime: 0,
    duration: selfTime + children.reduce((sum, child) => sum + child.duration, 0),
    selfTime,
    group: {label},
  });
  const task = (startTime: number, children: TaskNodeLike[]): TaskNodeLike => {
    const root = {...node('RunTask', 1, children), startTime};
    for (const child of children) child.parent = root;
    return root;
  };
  const url = 'http://127.0.0.1/pl/docs/assets/js/main.abc.js?x=1';

  it('keeps the longest top-level tasks from first paint on, naming script, function and other work by self time', () => {
    const early = task(10, [node('EvaluateScript', 500, [], {url})]);
    const hydrate = task(900, [
      node('FunctionCall', 120, [node('Layout', 30, [], undefined, 'Style & Layout')], {url, functionName: 'hydrateRoot', lineNumber: 0}),
      node('FunctionCall', 40, [], {url, functionName: '', lineNumber: 9}),
      node('v8.compile', 20, [], {url}),
    ]);
    const short = task(1200, [{...node('TimerFire', 5, [], undefined, 'Script Evaluation'), attributableURLs: [url]}]);
    const profile = summariseTasks([early, short, hydrate], 800, 5, 3);
    expect(profile.map((entry) => entry.startMs)).toEqual([900, 1200]);
    expect(profile[0].durationMs).toBe(211);
    expect(profile[0].top).toEqual([
      {name: 'main.abc.js › hydrateRoot:1', ms: 120},
      {name: 'main.abc.js › (anonymous):10', ms: 40},
      {name: 'Style & Layout', ms: 30},
    ]);
    expect(summariseTasks([early, short, hydrate], 0, 1)[0].top[0]).toEqual({name: 'main.abc.js (evaluate)', ms: 500});
    expect(profile[1].top[0]).toEqual({name: 'Script Evaluation (main.abc.js)', ms: 5});
  });

  it('picks the run whose figure is the median', () => {
    expect(medianIndex([300, 100, 200])).toBe(2);
    expect(medianIndex([400, 100, 300, 200])).toBe(3);
    expect(() => medianIndex([])).toThrow();
  });
});

describe('shared results file', () => {
  it('adds a marked section once and replaces it on the next run, keeping the rest', () => {
    const first = upsertSection('# Benchmark\n\n## Build\n', 'compression', '## Compression\n\nrun 1');
    expect(first).toBe('# Benchmark\n\n## Build\n\n<!-- compression:start -->\n## Compression\n\nrun 1\n<!-- compression:end -->\n');
    const second = upsertSection(first, 'compression', '## Compression\n\nrun 2');
    expect(second).toContain('run 2');
    expect(second).not.toContain('run 1');
    expect(second.startsWith('# Benchmark\n\n## Build\n')).toBe(true);
    expect(markedSection(second, 'compression')).toBe('<!-- compression:start -->\n## Compression\n\nrun 2\n<!-- compression:end -->');
    expect(markedSection('# none', 'compression')).toBe('');
  });
});

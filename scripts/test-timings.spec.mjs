// Run by `npm test` (scripts/test.mjs, the `scripts` suite) or alone: `node --test scripts/`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ciReport,
  fileTimesFromJest,
  fileTimesFromPlaywright,
  formatBudget,
  formatSuiteTimings,
  parseStages,
  slowest,
} from './test-timings.mjs';

describe('per-file times', () => {
  it("reads jest's and vitest's per-file start and end, named from the repository root", () => {
    const result = {
      numPassedTests: 3,
      testResults: [
        { name: '/repo/backend/src/a.spec.ts', startTime: 1_000, endTime: 4_500 },
        { name: '/repo/frontend/src/b.spec.tsx', startTime: 2_000, endTime: 2_250 },
        // A file that never ran (a suite that would not load) has no times to report.
        { name: '/repo/backend/src/c.spec.ts', message: 'Cannot find module' },
      ],
    };
    assert.deepEqual(fileTimesFromJest(result, '/repo'), [
      { file: 'backend/src/a.spec.ts', ms: 3_500 },
      { file: 'frontend/src/b.spec.tsx', ms: 250 },
    ]);
    assert.deepEqual(fileTimesFromJest(null, '/repo'), []);
  });

  it("adds up Playwright's per-test durations by file, retries and nested describes included", () => {
    const run = (duration) => ({ duration, status: 'passed' });
    const report = {
      config: { rootDir: '/repo/tests/e2e' },
      suites: [
        {
          file: 'basket.spec.ts',
          specs: [{ file: 'basket.spec.ts', tests: [{ results: [run(1_200), run(800)] }] }],
          suites: [
            {
              file: 'basket.spec.ts',
              specs: [{ file: 'basket.spec.ts', tests: [{ results: [run(500)] }] }],
            },
          ],
        },
        { file: 'checkout.spec.ts', specs: [{ file: 'checkout.spec.ts', tests: [] }] },
      ],
    };
    assert.deepEqual(fileTimesFromPlaywright(report, '/repo'), [
      { file: 'tests/e2e/basket.spec.ts', ms: 2_500 },
      { file: 'tests/e2e/checkout.spec.ts', ms: 0 },
    ]);
    assert.deepEqual(fileTimesFromPlaywright(null), []);
  });

  it('keeps the ten slowest, slowest first, ties by name', () => {
    const times = Array.from({ length: 12 }, (_, i) => ({ file: `f${i}.spec.ts`, ms: i * 100 }));
    times.push({ file: 'a.spec.ts', ms: 1_100 });
    const top = slowest(times);
    assert.equal(top.length, 10);
    assert.deepEqual(
      top.slice(0, 3).map((entry) => entry.file),
      ['a.spec.ts', 'f11.spec.ts', 'f10.spec.ts'],
    );
    assert.equal(top.at(-1).file, 'f3.spec.ts');
  });

  it("prints a suite's wall time with its slowest files under it", () => {
    const files = [
      { file: 'src/quick.spec.ts', ms: 900 },
      { file: 'src/slow.spec.ts', ms: 61_250 },
    ];
    assert.deepEqual(formatSuiteTimings({ name: 'frontend', wallMs: 75_040, files }), [
      'frontend: 75.0 s wall, slowest 2 of 2 files:',
      '  61.3 s  src/slow.spec.ts',
      '   0.9 s  src/quick.spec.ts',
    ]);
    assert.deepEqual(formatSuiteTimings({ name: 'build', wallMs: 30_000, files: [] }), [
      'build: 30.0 s wall',
    ]);
  });
});

describe('time against budget', () => {
  const budget = { 'npm ci': 150, lint: 120, backend: 300, 'npm test': 720, 'whole run': 900 };

  it("lists each stage that ran in the budget file's order and warns for each one over", () => {
    const stages = { lint: 95_000, 'npm ci': 151_200, backend: 300_000, scripts: 400 };
    assert.deepEqual(formatBudget(stages, budget), [
      'Time against budget (.ci/budget.json):',
      '  npm ci    151.2 s  of  150 s  OVER',
      '  lint       95.0 s  of  120 s',
      '  backend   300.0 s  of  300 s',
      '  scripts     0.4 s  (no budget)',
      'warning: npm ci took 151.2 s, over its budget of 150 s by 1.2 s',
    ]);
  });

  it('warns for nothing when every stage is within budget', () => {
    const lines = formatBudget({ 'npm ci': 1_000, 'whole run': 899_999 }, budget);
    assert.equal(lines.filter((line) => line.startsWith('warning')).length, 0);
    assert.equal(lines.length, 3);
  });
});

describe(".ci/run's closing lines", () => {
  const budget = { 'npm ci': 150, build: 60, frontend: 150, 'npm test': 720, 'whole run': 900 };

  it("sets its own stages and npm test's against the budget, and ends with the summary line", () => {
    const ci = parseStages(['npm ci=90000', 'npm test=700000', 'whole run=800000']);
    const timings = {
      stages: { build: 50_000, frontend: 160_000 },
      summary: '12 passed, 0 failed',
    };
    const lines = ciReport(ci, timings, budget);
    assert.deepEqual(lines, [
      'Time against budget (.ci/budget.json):',
      '  npm ci       90.0 s  of  150 s',
      '  build        50.0 s  of   60 s',
      '  frontend    160.0 s  of  150 s  OVER',
      '  npm test    700.0 s  of  720 s',
      '  whole run   800.0 s  of  900 s',
      'warning: frontend took 160.0 s, over its budget of 150 s by 10.0 s',
      '12 passed, 0 failed',
    ]);
  });

  it('has no summary line to repeat when npm test did not run', () => {
    const lines = ciReport(parseStages(['npm ci=200000']), null, budget);
    assert.equal(lines.at(-1), 'warning: npm ci took 200.0 s, over its budget of 150 s by 50.0 s');
  });

  it('refuses a stage argument without a time', () => {
    assert.throws(() => parseStages(['lint']), /Expected name=milliseconds, got 'lint'/);
    assert.throws(() => parseStages(['lint=soon']), /got 'lint=soon'/);
  });
});

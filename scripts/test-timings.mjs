// Where `npm test` and `.ci/run` spend their time: per-file times read from each runner's JSON
// result, and each stage's time set against the budget in .ci/budget.json. Pure functions only
// (scripts/test.mjs and scripts/ci-budget.mjs do the reading and printing); tested by
// scripts/test-timings.spec.mjs.
import { isAbsolute, join, relative } from 'node:path';

const toPosix = (path) => path.split('\\').join('/');
const shortName = (file, root) => toPosix(root && isAbsolute(file) ? relative(root, file) : file);

/**
 * Each test file's wall time from a jest or vitest JSON result (both write jest's shape, where
 * every file carries its own start and end, in milliseconds since the epoch).
 */
export function fileTimesFromJest(result, root) {
  return (result?.testResults ?? [])
    .filter((file) => Number.isFinite(file.startTime) && Number.isFinite(file.endTime))
    .map((file) => ({ file: shortName(file.name, root), ms: file.endTime - file.startTime }));
}

/**
 * Each spec file's time from a Playwright JSON report: the durations of every run of every test
 * in it (retries included), since Playwright reports per test, not per file. Its file names are
 * relative to the config's test folder (`config.rootDir`).
 */
export function fileTimesFromPlaywright(report, root) {
  const testDir = report?.config?.rootDir ?? '';
  const byFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const file = shortName(join(testDir, spec.file ?? suite.file), root);
      const ms = (spec.tests ?? [])
        .flatMap((test) => test.results ?? [])
        .reduce((sum, run) => sum + (run.duration ?? 0), 0);
      byFile.set(file, (byFile.get(file) ?? 0) + ms);
    }
    for (const inner of suite.suites ?? []) visit(inner);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  return [...byFile].map(([file, ms]) => ({ file, ms }));
}

/** The `count` slowest files, slowest first (ties by name, so output is stable). */
export function slowest(times, count = 10) {
  return [...times].sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file)).slice(0, count);
}

/** Milliseconds as seconds with one decimal: `12.3 s`. */
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** A suite's wall time, then its slowest files, indented under it. */
export function formatSuiteTimings({ name, wallMs, files }, count = 10) {
  const top = slowest(files, count);
  const heading = `${name}: ${seconds(wallMs)} wall${top.length ? `, slowest ${top.length} of ${files.length} files:` : ''}`;
  const width = Math.max(0, ...top.map((entry) => seconds(entry.ms).length));
  return [heading, ...top.map((entry) => `  ${seconds(entry.ms).padStart(width)}  ${entry.file}`)];
}

/**
 * Each stage's time against its budget (seconds), in the budget file's order, then a warning
 * line for each stage over budget. Stages without a budget are listed with none; budgets for
 * stages that did not run (an earlier stage failed) are left out.
 */
export function formatBudget(stages, budget) {
  const rows = [];
  const warnings = [];
  const names = [
    ...Object.keys(budget).filter((name) => name in stages),
    ...Object.keys(stages).filter((name) => !(name in budget)),
  ];
  const width = Math.max(0, ...names.map((name) => name.length));
  for (const name of names) {
    const ms = stages[name];
    const limit = budget[name];
    if (limit === undefined) {
      rows.push(`  ${name.padEnd(width)}  ${seconds(ms).padStart(8)}  (no budget)`);
      continue;
    }
    const over = ms > limit * 1000;
    rows.push(
      `  ${name.padEnd(width)}  ${seconds(ms).padStart(8)}  of ${String(limit).padStart(4)} s${over ? '  OVER' : ''}`,
    );
    if (over) {
      warnings.push(
        `warning: ${name} took ${seconds(ms)}, over its budget of ${limit} s by ${seconds(ms - limit * 1000)}`,
      );
    }
  }
  return ['Time against budget (.ci/budget.json):', ...rows, ...warnings];
}

/**
 * `.ci/run`'s closing lines: the stages it timed itself (`npm ci`, `lint`, `npm test`, `whole
 * run`) with the ones `npm test` timed inside (build and each suite, from its timings.json), set
 * against the budget, then `npm test`'s summary line again so that it stays the last line.
 */
export function ciReport(ciStages, testTimings, budget) {
  const stages = { ...ciStages, ...(testTimings?.stages ?? {}) };
  const lines = formatBudget(stages, budget);
  return testTimings?.summary ? [...lines, testTimings.summary] : lines;
}

/** `name=milliseconds` arguments, in order, as a stage map. */
export function parseStages(args) {
  return Object.fromEntries(
    args.map((arg) => {
      const at = arg.lastIndexOf('=');
      const ms = Number(arg.slice(at + 1));
      if (at < 1 || !Number.isFinite(ms))
        throw new Error(`Expected name=milliseconds, got '${arg}'`);
      return [arg.slice(0, at), ms];
    }),
  );
}

// `npm test`: every suite (the root scripts' own tests on node:test, contracts and backend on
// jest, frontend on vitest, browser end-to-end on Playwright in Chromium; PostgreSQL suites too
// when PG_URL is set), then each stage's wall time with the ten slowest files of each suite,
// then one summary line `N passed, N failed[, N skipped]`, always the last line. The stage times
// and that line are also written to .test-results/timings.json for `.ci/run`'s budget table.
// Exits non-zero when anything failed.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { run as runNodeTests } from 'node:test';
import { spec } from 'node:test/reporters';
import { testBrowserPath } from './ensure-chromium.mjs';
import { ROOT, run } from './lib.mjs';
import { fileTimesFromJest, fileTimesFromPlaywright, formatSuiteTimings } from './test-timings.mjs';

const OUT = join(ROOT, '.test-results');
const bin = (path) => join(ROOT, 'node_modules', path);
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
/** Each stage's wall time and its files' times, in the order they ran. */
const timings = [];

/** Runs one stage, recording its wall time and (once it has finished) its files' times. */
async function timed(name, body) {
  const start = performance.now();
  const files = (await body()) ?? [];
  timings.push({ name, wallMs: performance.now() - start, files });
}

function record(name, counts, exitCode) {
  // A runner that failed without reporting a failing test (crash, suite that would not load).
  if (exitCode !== 0 && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  lines.push(
    `${name}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
  );
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** jest and vitest both write jest's JSON result shape. */
function jestCounts(file) {
  const r = readJson(file);
  if (!r) return { passed: 0, failed: 0, skipped: 0 };
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  };
}

/** The root scripts' own tests (`scripts/*.spec.mjs`), counted from node:test's events. */
async function nodeTestSuite(name, dir) {
  console.log(`\n▶ ${name} (node:test)`);
  const files = readdirSync(join(ROOT, dir))
    .filter((file) => file.endsWith('.spec.mjs'))
    .map((file) => join(ROOT, dir, file));
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const byFile = new Map();
  const fileTime = (event) => {
    if (event.nesting === 0) {
      byFile.set(event.file, (byFile.get(event.file) ?? 0) + event.details.duration_ms);
    }
  };
  const tests = runNodeTests({ files });
  // describe() blocks report as tests too; only tests count, as in the other runners.
  tests.on('test:pass', (event) => {
    fileTime(event);
    if (event.details.type === 'suite') return;
    if (event.skip || event.todo) counts.skipped += 1;
    else counts.passed += 1;
  });
  tests.on('test:fail', (event) => {
    fileTime(event);
    if (event.details.type !== 'suite') counts.failed += 1;
  });
  for await (const chunk of tests.compose(spec)) process.stdout.write(chunk);
  record(name, counts, 0);
  return [...byFile].map(([file, ms]) => ({ file: relative(ROOT, file), ms }));
}

async function jestSuite(name, config) {
  const file = join(OUT, `${name}.json`);
  console.log(`\n▶ ${name} (jest)`);
  const code = await run(process.execPath, [
    bin('jest/bin/jest.js'),
    '--config',
    config,
    '--json',
    '--outputFile',
    file,
  ]);
  record(name, jestCounts(file), code);
  return fileTimesFromJest(readJson(file), ROOT);
}

async function vitestSuite(name, root) {
  const file = join(OUT, `${name}.json`);
  console.log(`\n▶ ${name} (vitest)`);
  const code = await run(process.execPath, [
    bin('vitest/vitest.mjs'),
    'run',
    '--root',
    root,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  record(name, jestCounts(file), code);
  return fileTimesFromJest(readJson(file), ROOT);
}

/**
 * Makes sure the tests' Chromium is there (scripts/ensure-chromium.mjs installs Debian's package when it is
 * missing, a minute or two of downloading on a fresh machine) while the other suites run: its
 * output goes to a file and is shown when the browser suite starts. Resolves with its exit code.
 */
function chromiumInBackground() {
  if (existsSync(testBrowserPath())) return Promise.resolve({ code: 0, log: null });
  const log = join(OUT, 'chromium-install.log');
  const out = openSync(log, 'w');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/ensure-chromium.mjs'), 'tests'], {
      cwd: ROOT,
      stdio: ['ignore', out, out],
    });
    child.on('error', () => resolve({ code: 1, log }));
    child.on('exit', (code) => resolve({ code: code ?? 1, log }));
  });
}

async function playwrightSuite(name, chromium) {
  const file = join(OUT, `${name}.json`);
  console.log(`\n▶ ${name} (Playwright in Chromium)`);
  const { code: chromiumCode, log } = await chromium;
  if (log) process.stdout.write(readFileSync(log, 'utf8'));
  if (chromiumCode !== 0) {
    record(name, { passed: 0, failed: 1, skipped: 0 }, 1);
    return [];
  }
  const code = await run(process.execPath, [bin('@playwright/test/cli.js'), 'test'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  });
  const report = readJson(file);
  const stats = report?.stats;
  record(
    name,
    stats
      ? { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped }
      : { passed: 0, failed: 0, skipped: 0 },
    code,
  );
  return fileTimesFromPlaywright(report, ROOT);
}

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
console.log(
  process.env.PG_URL
    ? `PostgreSQL suites on: PG_URL is set.`
    : 'PostgreSQL suites off: set PG_URL to run them.',
);

const chromium = chromiumInBackground();
await timed('scripts', () => nodeTestSuite('scripts', 'scripts'));

console.log('\n▶ build (contracts, backend, storefront)');
let buildCode = 0;
await timed('build', async () => {
  buildCode = await run('npm', ['run', 'build', '--silent']);
});
if (buildCode !== 0) {
  record('build', { passed: 0, failed: 1, skipped: 0 }, buildCode);
} else {
  await timed('contracts', () => jestSuite('contracts', 'contracts/jest.config.js'));
  await timed('backend', () => jestSuite('backend', 'backend/jest.config.js'));
  await timed('frontend', () => vitestSuite('frontend', 'frontend'));
  await timed('e2e', () => playwrightSuite('e2e', chromium));
}

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
const summary = `${totals.passed} passed, ${totals.failed} failed${skipped}`;
writeFileSync(
  join(OUT, 'timings.json'),
  JSON.stringify({
    stages: Object.fromEntries(timings.map((stage) => [stage.name, Math.round(stage.wallMs)])),
    summary,
  }),
);
console.log('\nWhere the time went (wall time; the ten slowest files of each suite):');
for (const stage of timings) console.log(formatSuiteTimings(stage).join('\n'));
console.log('\n' + lines.join('\n'));
console.log(summary);
process.exit(totals.failed > 0 ? 1 : 0);

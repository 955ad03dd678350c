// `npm test`: every suite (contracts and backend on jest, frontend on vitest, browser end-to-end
// on Playwright in Chromium; PostgreSQL suites too when PG_URL is set), then one summary line
// `N passed, N failed[, N skipped]`. Exits non-zero when anything failed.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ROOT, run } from './lib.mjs';

const OUT = join(ROOT, '.test-results');
const bin = (path) => join(ROOT, 'node_modules', path);
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

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
}

async function playwrightSuite(name) {
  const file = join(OUT, `${name}.json`);
  console.log(`\n▶ ${name} (Playwright in Chromium)`);
  try {
    ensureChromium();
  } catch (error) {
    console.error(error.message);
    record(name, { passed: 0, failed: 1, skipped: 0 }, 1);
    return;
  }
  const code = await run(process.execPath, [bin('@playwright/test/cli.js'), 'test'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  });
  const stats = readJson(file)?.stats;
  record(
    name,
    stats
      ? { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped }
      : { passed: 0, failed: 0, skipped: 0 },
    code,
  );
}

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
console.log(
  process.env.PG_URL
    ? `PostgreSQL suites on: PG_URL is set.`
    : 'PostgreSQL suites off: set PG_URL to run them.',
);

console.log('\n▶ build (contracts, backend, storefront)');
const buildCode = await run('npm', ['run', 'build', '--silent']);
if (buildCode !== 0) {
  record('build', { passed: 0, failed: 1, skipped: 0 }, buildCode);
} else {
  await jestSuite('contracts', 'contracts/jest.config.js');
  await jestSuite('backend', 'backend/jest.config.js');
  await vitestSuite('frontend', 'frontend');
  await playwrightSuite('e2e');
}

console.log('\n' + lines.join('\n'));
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);

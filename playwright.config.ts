import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import * as os from 'node:os';
import * as path from 'node:path';
import { SHOP_CLOCK_START } from './tests/e2e/shop-clock';

/**
 * A port nothing listens on, from the system (listening on port 0), so a shop left running by an
 * earlier, interrupted run never stops this one. Found once by the runner; its workers, which load
 * this file again, inherit it through E2E_PORT.
 */
function freePort(): string {
  const listen =
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => " +
    '{ process.stdout.write(String(s.address().port)); s.close(); });';
  return execFileSync(process.execPath, ['-e', listen], { encoding: 'utf8' }).trim();
}
process.env.E2E_PORT ||= freePort();
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;
// Each run gets its own database, created and seeded by the shop as it boots. Workers load this
// file again but inherit the runner's environment, so E2E_SQLITE_PATH keeps them on the same
// database: specs that need a command-line task against it (staff accounts) read it there.
process.env.E2E_SQLITE_PATH ??= path.join(
  os.tmpdir(),
  `shop-e2e-${process.pid}-${Date.now()}`,
  'shop.sqlite',
);
const sqlitePath = process.env.E2E_SQLITE_PATH;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three workers on two cores: a test waits on the server and on the page between actions, so a
  // third keeps the cores busy (three spec files here: 102 s on two workers, 85 s on three, 86 s
  // on four; docs/testing.md).
  workers: 3,
  retries: 0,
  // Sized for the slowest journey on 2 loaded cores (the whole-journey spec takes ~30 s there):
  // a test fails on a wrong state, never because a busy machine was slow to reach the right one.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // The first page of a cold server pays for its caches; pay that once, before any test runs.
  globalSetup: './tests/e2e/warm-up.ts',
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    // A trace records every action's DOM and screenshots, about a quarter of a test's time on
    // two cores (docs/testing.md): E2E_TRACE=1 keeps one for each failing test. A failing test
    // always leaves its screenshot in test-results/.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Chromium's headless shell: half the suite's time of the full browser on two cores
      // (scripts/ensure-chromium.mjs installs it; docs/testing.md).
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: 'node backend/dist/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      SQLITE_PATH: sqlitePath,
      LOG_LEVEL: 'warn',
      // The shop's clock starts at one weekday morning, whatever day the suite runs, and its
      // pages take their dates from it (tests/e2e/shop-clock.ts): no test depends on today.
      SHOP_CLOCK_START,
      // Cheap captcha challenges (the checks are the same): specs sign customers up through the
      // API, solving the shop's challenge in Node, in milliseconds.
      CAPTCHA_COST: process.env.CAPTCHA_COST ?? '1',
      CAPTCHA_MAX_COUNTER: process.env.CAPTCHA_MAX_COUNTER ?? '50',
      // Password hashes at a thirty-second of the shop's scrypt cost (refused in production).
      PASSWORD_HASH_COST: '1024',
      // Every spec's browser and API calls come from this one address.
      CAPTCHA_CHALLENGES_PER_ADDRESS: '100000',
      // A build elsewhere (e.g. `vite build --outDir /tmp/x`) can be tested without touching frontend/dist.
      ...(process.env.STOREFRONT_DIR ? { STOREFRONT_DIR: process.env.STOREFRONT_DIR } : {}),
    },
  },
});

// Makes sure the Chromium builds the project drives are there, from Debian's packages:
// - the browser tests run in Chromium's headless shell (`chromium-headless-shell`), which is
//   Chromium without the desktop browser around it: the whole browser suite takes half the time
//   it takes in the full browser on two cores (docs/testing.md);
// - the benchmarks (Lighthouse, bundle sizes) run in the full browser (`chromium`), as a shopper's.
// CHROMIUM_PATH names another binary for both (a Chrome or Chromium elsewhere). When a default is
// missing, on Debian as root, its package is installed; else the error says how to get one.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const DEFAULT_TEST_BROWSER = '/usr/bin/chromium-headless-shell';
const PACKAGES = {
  [DEFAULT_CHROMIUM]: 'chromium',
  [DEFAULT_TEST_BROWSER]: 'chromium-headless-shell',
};

/** The full browser, for the benchmarks. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
}

/** The browser the Playwright suite drives (playwright.config.ts reads the same). */
export function testBrowserPath() {
  return process.env.CHROMIUM_PATH || DEFAULT_TEST_BROWSER;
}

export function ensureChromium(path = chromiumPath()) {
  if (existsSync(path)) return path;
  const debianPackage = PACKAGES[path];
  const isDebian = existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (debianPackage && isDebian && isRoot) {
    console.log(`${path} is missing: installing Debian's ${debianPackage} package.`);
    console.log('$ apt-get update');
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    console.log(`$ apt-get install -y ${debianPackage}`);
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', debianPackage], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(path)) return path;
  }
  throw new Error(
    `Chromium is needed at ${path}, and it is not there.\n` +
      `Install it with \`sudo apt-get install -y ${debianPackage ?? 'chromium'}\` (Debian/Ubuntu), ` +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}

// `node scripts/ensure-chromium.mjs` checks both; `… tests` only the browser tests' one.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const wanted =
      process.argv[2] === 'tests' ? [testBrowserPath()] : [testBrowserPath(), chromiumPath()];
    for (const path of new Set(wanted)) console.log(`Chromium: ${ensureChromium(path)}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

// Makes sure a Chromium exists for the browser tests: CHROMIUM_PATH or /usr/bin/chromium; else,
// on Debian as root, installs Debian's `chromium` package; else explains how to get one.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
}

export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  const isDebian = existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (path === DEFAULT_CHROMIUM && isDebian && isRoot) {
    console.log("Chromium is missing: installing Debian's chromium package for the browser tests.");
    console.log('$ apt-get update');
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    console.log('$ apt-get install -y chromium');
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(path)) return path;
  }
  throw new Error(
    `The browser tests need Chromium at ${path}, and it is not there.\n` +
      'Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROMIUM_PATH ' +
      'to a Chromium or Chrome binary.',
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

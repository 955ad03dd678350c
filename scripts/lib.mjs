// Small helpers shared by the root scripts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Builds contracts and backend when their output (or the given compiled file, such as a CLI task
 * added since the last build) is missing; the CLI tasks need only those two.
 */
export async function ensureBackendBuilt(entry = 'backend/dist/main.js') {
  if (existsSync(join(ROOT, entry)) && existsSync(join(ROOT, 'contracts/dist/index.js'))) return;
  for (const workspace of ['contracts', 'backend']) {
    const code = await run('npm', ['run', 'build', '-w', workspace, '--silent']);
    if (code !== 0) process.exit(code);
  }
}

/** Runs a compiled backend command-line task with the script's arguments. */
export async function runBackendCli(name) {
  await ensureBackendBuilt(`backend/dist/cli/${name}.js`);
  process.exit(
    await run(process.execPath, [
      join(ROOT, 'backend/dist/cli', `${name}.js`),
      ...process.argv.slice(2),
    ]),
  );
}

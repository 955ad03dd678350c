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

/** Builds contracts and backend when their output is missing (the CLI tasks need only those). */
export async function ensureBackendBuilt() {
  if (
    existsSync(join(ROOT, 'backend/dist/main.js')) &&
    existsSync(join(ROOT, 'contracts/dist/index.js'))
  )
    return;
  for (const workspace of ['contracts', 'backend']) {
    const code = await run('npm', ['run', 'build', '-w', workspace, '--silent']);
    if (code !== 0) process.exit(code);
  }
}

/** Runs a compiled backend command-line task with the script's arguments. */
export async function runBackendCli(name) {
  await ensureBackendBuilt();
  process.exit(
    await run(process.execPath, [
      join(ROOT, 'backend/dist/cli', `${name}.js`),
      ...process.argv.slice(2),
    ]),
  );
}

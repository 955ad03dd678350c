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

/**
 * glibc's allocator settings for the shop's server process (`npm start`, the benchmarks), unless
 * the environment sets them. By default each thread that allocates gets an arena of its own and
 * keeps what is freed there: after a burst of card photos (libvips decodes on libuv's threads)
 * the server stayed near 400 MB resident. One arena, and blocks of 64 KB or more mapped on their
 * own (so they go back to the system when freed), brought it back to about 220 MB (docs/basket.md "Card
 * photos"). Read by glibc at start-up only, so they are set for the child process.
 */
export function serverMallocEnv(env = process.env) {
  return {
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '1',
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? '65536',
  };
}

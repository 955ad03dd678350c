// `npm run lint`: ESLint, Prettier's check, dependency-cruiser and TypeScript's type-check of
// contracts, backend and storefront. Each tool runs on one core, so the checks go in two lanes at
// once, one per core (docs/testing.md); each lane stops at its first failure, and a lane's output
// is printed whole when it ends, so the two never interleave. Exits non-zero when any check failed.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
/** The source trees dependency-cruiser checks. */
const GRAPH = ['backend/src', 'contracts/src', 'frontend/src'];

const LANES = [
  [
    [bin('eslint'), ['.']],
    [bin('prettier'), ['--check', '.']],
  ],
  [
    [bin('depcruise'), [...GRAPH, '--config', '.dependency-cruiser.cjs']],
    [bin('depcruise'), [...GRAPH, '--config', '.dependency-cruiser.folders.cjs']],
    ['npm', ['run', 'build', '--silent', '-w', 'contracts']],
    [bin('tsc'), ['--noEmit', '-p', 'backend/tsconfig.json']],
    [bin('tsc'), ['--noEmit', '-p', 'frontend/tsconfig.json']],
  ],
];

/** Runs one command, its output kept; resolves with its exit code and output. */
function capture(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [`$ ${[command.replace(ROOT + '/', ''), ...args].join(' ')}\n`];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => resolve({ code: 1, output: chunks.join('') + String(error) }));
    child.on('close', (code) => resolve({ code: code ?? 1, output: chunks.join('') }));
  });
}

async function lane(commands) {
  for (const [command, args] of commands) {
    const { code, output } = await capture(command, args);
    process.stdout.write(output);
    if (code !== 0) return code;
  }
  return 0;
}

const codes = await Promise.all(LANES.map(lane));
process.exit(codes.find((code) => code !== 0) ?? 0);

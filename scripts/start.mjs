// `npm start` (after the build): serves the shop and its API on http://localhost:$PORT (3000).
// Migrations run and pending seeders fill the database when the backend boots, so a fresh
// clone gets a seeded data/shop.sqlite.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run, serverMallocEnv } from './lib.mjs';

const built = ['frontend/dist/.vite/manifest.json', 'frontend/dist-server/entry-server.cjs'];
if (!built.every((file) => existsSync(join(ROOT, file)))) {
  console.error('The storefront is not built: run `npm run build` (npm start does this for you).');
  process.exit(1);
}
// The live heap is about 45 MB; without a cap V8 lets garbage pile up to ~150 MB first, which takes
// the process past the 250 MB resident budget of docs/benchmarks.md "Budgets" under load
// (bench:basket). `npm start` is the production server: the API documents stay off unless
// API_DOCS=true.
process.env.NODE_ENV ??= 'production';
const HEAP_FLAG = '--max-old-space-size=160';
Object.assign(process.env, serverMallocEnv());
process.exit(await run(process.execPath, [HEAP_FLAG, join(ROOT, 'backend/dist/main.js')]));

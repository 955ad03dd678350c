// `npm run bench:bundle`: the home page's initial JavaScript, gzipped, against the budget in
// ARCHITECTURE.md (≤ 120 KB). Initial = the entry chunk, its static imports, and the home
// route's split chunks with their static imports. Saved to bench/results/bundle.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, run } from './lib.mjs';

const BUDGET_KB = 120;
const dist = process.env.STOREFRONT_DIR || join(ROOT, 'frontend/dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath) && !process.env.STOREFRONT_DIR) {
  const code = await run('npm', ['run', 'build', '-w', 'frontend', '--silent']);
  if (code !== 0) process.exit(code);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const files = new Set();
function include(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) include(imported);
}
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
include(entry);
for (const key of Object.keys(manifest)) {
  if (key.startsWith('src/routes/index.tsx') || key.startsWith('src/routes/__root.tsx'))
    include(key);
}

const sizes = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({
    file,
    gzipKB: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024,
  }))
  .sort((a, b) => b.gzipKB - a.gzipKB);
const total = sizes.reduce((sum, s) => sum + s.gzipKB, 0);
for (const s of sizes) console.log(`  ${s.gzipKB.toFixed(1).padStart(6)} KB  ${s.file}`);
console.log(`Home page initial JavaScript: ${total.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(
  join(ROOT, 'bench/results/bundle.json'),
  `${JSON.stringify({ benchmark: 'bundle', at: new Date().toISOString(), budgetKB: BUDGET_KB, totalKB: +total.toFixed(1), files: sizes }, null, 2)}\n`,
);
process.exit(total <= BUDGET_KB ? 0 : 1);

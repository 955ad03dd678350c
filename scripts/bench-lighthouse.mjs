// `npm run bench:lighthouse`: Lighthouse 12 in its default mobile mode (phone emulation, simulated
// slow-4G and 4× CPU throttling) on the home, a category and a product page, three runs each,
// beside a static reference page served by the same shop in the same run
// (scripts/bench-reference-page.mjs). Records performance, accessibility, SEO and best-practices
// scores, LCP, TBT, CLS, FCP and total bytes per run; reports each page's median and checks it
// against docs/benchmarks.md "Budgets". Saved to bench/results/lighthouse.json; exits 1 on a failed
// budget. Whatever the shop answers a page with (app shell or server-rendered) is measured.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { REFERENCE_PATH, storefrontWithReferencePage } from './bench-reference-page.mjs';
import { checkPages, ensureShopBuilt, PAGES, startShop, STOREFRONT_DIST } from './bench-server.mjs';
import { chromiumPath } from './ensure-chromium.mjs';
import { ROOT } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3330);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];
const REFERENCE = { name: 'reference', path: REFERENCE_PATH };
const BUDGET = {
  performance: 95,
  performanceBehindReference: 3,
  accessibility: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 150,
  cls: 0.02,
};

/** The figures of one Lighthouse report. */
function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(value('first-contentful-paint')),
    totalKB: Math.round(value('total-byte-weight') / 102.4) / 10,
    failedAudits: CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      lhr.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null)
        .filter((ref) => lhr.audits[ref.id].score < 1)
        .map((ref) => `${id}: ${ref.id}`),
    ),
    warnings: lhr.runWarnings,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const NUMERIC = ['performance', 'accessibility', 'seo', 'bestPractices', 'lcpMs', 'tbtMs', 'cls'];
const MEDIANS = [...NUMERIC, 'fcpMs', 'totalKB'];

/** Each budget's verdict for one page's medians. */
function verdicts(page, reference) {
  return {
    performance:
      page.performance >= BUDGET.performance ||
      reference.performance - page.performance <= BUDGET.performanceBehindReference,
    accessibility: page.accessibility >= BUDGET.accessibility,
    seo: page.seo >= BUDGET.seo,
    lcp: page.lcpMs <= BUDGET.lcpMs,
    tbt: page.tbtMs <= BUDGET.tbtMs,
    cls: page.cls <= BUDGET.cls,
  };
}

await ensureShopBuilt();
const storefront = storefrontWithReferencePage(STOREFRONT_DIST);
const shop = await startShop({ port: PORT, storefrontDir: storefront });
const pages = [REFERENCE, ...PAGES];
const runs = Object.fromEntries(pages.map((page) => [page.name, []]));
let environment;
try {
  await checkPages(shop.base);
  if (!(await fetch(shop.base + REFERENCE_PATH)).ok) throw new Error('No reference page');
  // Pages take turns within each round, so drift in the machine's speed touches them alike.
  for (let round = 1; round <= RUNS; round++) {
    for (const page of pages) {
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath(),
        chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
      });
      try {
        const result = await lighthouse(shop.base + page.path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        environment ??= {
          lighthouse: result.lhr.lighthouseVersion,
          formFactor: result.lhr.configSettings.formFactor,
          throttlingMethod: result.lhr.configSettings.throttlingMethod,
          benchmarkIndex: result.lhr.environment.benchmarkIndex,
          userAgent: result.lhr.environment.hostUserAgent,
        };
        const run = figures(result.lhr);
        runs[page.name].push(run);
        console.log(
          `run ${round} ${page.name.padEnd(9)} perf ${run.performance} a11y ${run.accessibility} seo ${run.seo} bp ${run.bestPractices} LCP ${run.lcpMs} ms TBT ${run.tbtMs} ms CLS ${run.cls}`,
        );
      } finally {
        await chrome.kill();
      }
    }
  }
} finally {
  shop.stop();
  rmSync(storefront, { recursive: true, force: true });
}

const medians = Object.fromEntries(
  pages.map((page) => [
    page.name,
    Object.fromEntries(MEDIANS.map((key) => [key, median(runs[page.name].map((r) => r[key]))])),
  ]),
);
const results = pages.map((page) => ({
  page: page.name,
  path: page.path,
  median: medians[page.name],
  verdicts: page === REFERENCE ? null : verdicts(medians[page.name], medians.reference),
  failedAudits: [...new Set(runs[page.name].flatMap((r) => r.failedAudits))],
  runs: runs[page.name],
}));
const passed = results.every((r) => !r.verdicts || Object.values(r.verdicts).every(Boolean));

const mark = (ok) => (ok === undefined ? '' : ok ? ' ✓' : ' ✗');
console.log(
  `\nLighthouse ${environment.lighthouse}, ${environment.formFactor}, ${environment.throttlingMethod} throttling, median of ${RUNS} runs (✓ within budget, ✗ not)`,
);
console.log(
  '| page | performance | accessibility | SEO | best practices | LCP ms | TBT ms | CLS | FCP ms | total KB |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const { page, path, median: m, verdicts: v } of results) {
  console.log(
    `| ${page} \`${path}\` | ${m.performance}${mark(v?.performance)} | ${m.accessibility}${mark(v?.accessibility)} | ${m.seo}${mark(v?.seo)} | ${m.bestPractices} | ${m.lcpMs}${mark(v?.lcp)} | ${m.tbtMs}${mark(v?.tbt)} | ${m.cls}${mark(v?.cls)} | ${m.fcpMs} | ${m.totalKB} |`,
  );
}
for (const r of results) {
  if (r.failedAudits.length)
    console.log(`${r.page}: audits not passed: ${r.failedAudits.join(', ')}`);
}
console.log(
  `Budgets: performance ≥ ${BUDGET.performance} (or within ${BUDGET.performanceBehindReference} of the reference), accessibility ${BUDGET.accessibility}, SEO ${BUDGET.seo}, LCP ≤ ${BUDGET.lcpMs} ms, TBT ≤ ${BUDGET.tbtMs} ms, CLS ≤ ${BUDGET.cls}: ${passed ? 'PASS' : 'FAIL'}`,
);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(
  join(ROOT, 'bench/results/lighthouse.json'),
  `${JSON.stringify({ benchmark: 'lighthouse', at: new Date().toISOString(), runsPerPage: RUNS, environment, budget: BUDGET, passed, results }, null, 2)}\n`,
);
console.log('Saved bench/results/lighthouse.json');
process.exit(passed ? 0 : 1);

// `.ci/run`'s last step: each stage's time against .ci/budget.json, a warning line for each one
// over (time never fails a run), then `npm test`'s summary line again as the very last line.
// Arguments: the stages .ci/run timed itself, as `name=milliseconds`; `npm test` wrote the rest
// to .test-results/timings.json (read only when `npm test` is among the arguments, so a run that
// stopped earlier never shows an old run's figures).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';
import { ciReport, parseStages } from './test-timings.mjs';

const stages = parseStages(process.argv.slice(2));
const budget = JSON.parse(readFileSync(join(ROOT, '.ci/budget.json'), 'utf8')).seconds;
const timingsFile = join(ROOT, '.test-results/timings.json');
const timings =
  'npm test' in stages && existsSync(timingsFile)
    ? JSON.parse(readFileSync(timingsFile, 'utf8'))
    : null;
console.log('\n' + ciReport(stages, timings, budget).join('\n'));

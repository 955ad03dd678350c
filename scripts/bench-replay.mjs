// `npm run bench:replay`: events per second replayed for one large basket (5,000 events) and for
// a full checkout-state rebuild of 1,000,000 generated events on SQLite, saved to
// bench/results/replay.json.
import { runBackendCli } from './lib.mjs';

await runBackendCli('bench-replay');

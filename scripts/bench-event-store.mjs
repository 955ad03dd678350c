// `npm run bench:event-store`: appends/s, p50/p99 append latency and readAll events/s on SQLite
// (and PostgreSQL when PG_URL is set), saved to bench/results/event-store.json.
import { runBackendCli } from './lib.mjs';

await runBackendCli('bench-event-store');

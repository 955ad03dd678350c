// `npm run projections:rebuild [-- --check] [name ...]`: replays the event log into fresh
// projection tables with a progress bar and swaps them in (or, with --check, only compares).
import { runBackendCli } from './lib.mjs';

await runBackendCli('rebuild-projections');

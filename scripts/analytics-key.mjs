// `npm run analytics:key -- --name <name> | --revoke <id or name> | --list`: API keys of the
// analytics feed (see docs/analytics-feed.md). A new key is printed once, alone on stdout.
import { runBackendCli } from './lib.mjs';

await runBackendCli('analytics-key');

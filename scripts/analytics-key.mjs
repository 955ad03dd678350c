// `npm run analytics:key -- --name <name> | --revoke <id or name> | --list`: API keys of the
// analytics feed (see README "Analytics feed"). A new key is printed once, alone on stdout.
import { runBackendCli } from './lib.mjs';

await runBackendCli('analytics-key');

// `npm run staff:create -- --email <email> --name <name>`: a support staff account (see
// docs/support-console.md). The password is asked on the terminal, or read from STAFF_PASSWORD.
import { runBackendCli } from './lib.mjs';

await runBackendCli('staff-create');

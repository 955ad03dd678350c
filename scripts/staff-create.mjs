// `npm run staff:create -- --email <email> --name <name>`: a support staff account (see README
// "Support console"). The password is asked on the terminal, or read from STAFF_PASSWORD.
import { runBackendCli } from './lib.mjs';

await runBackendCli('staff-create');

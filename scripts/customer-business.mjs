// `npm run customer:business -- --email <email> --on|--off`: marks a business customer (see
// docs/accounts.md).
import { runBackendCli } from './lib.mjs';

await runBackendCli('customer-business');

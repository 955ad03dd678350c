// `npm run customer:business -- --email <email> --on|--off`: marks a business customer (see
// README "Customer accounts").
import { runBackendCli } from './lib.mjs';

await runBackendCli('customer-business');

// `npm run bench:ssr-transport`: the server renderer's API calls over loopback HTTP against the
// same calls made in process (light-my-request), rendering a product page afresh at 20
// concurrent renderings; saved to bench/results/ssr-transport.json.
import { ensureShopBuilt } from './bench-server.mjs';
import { runBackendCli } from './lib.mjs';

await ensureShopBuilt();
await runBackendCli('bench-ssr-transport');

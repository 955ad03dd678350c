// `npm run order:advance -- ORDER_NUMBER`: moves a placed order on to its next status (placed →
// with the florist → out for delivery → delivered), as the tracking page shows it (docs/orders-and-payment.md).
import { runBackendCli } from './lib.mjs';

await runBackendCli('order-advance');

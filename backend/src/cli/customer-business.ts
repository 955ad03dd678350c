import { Customers } from '../accounts';
import { openAppContext } from './app-context';
import { runCustomerBusiness } from './customer-business-command';

/** `npm run customer:business -- --email … --on|--off` (docs/accounts.md). */
runCustomerBusiness(
  process.argv.slice(2),
  { out: (line) => console.log(line), err: (line) => console.error(line) },
  async () => {
    const { app } = await openAppContext();
    return { customers: app.get(Customers), close: () => app.close() };
  },
).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

import { Accounts } from '../accounts';
import { openAppContext } from './app-context';
import { askHidden } from './hidden-input';
import { runStaffCreate } from './staff-create-command';

/** `npm run staff:create -- --email … --name …`: a support staff account (docs/support-console.md). */
runStaffCreate(
  process.argv.slice(2),
  {
    env: process.env,
    askPassword: askHidden,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  },
  async () => {
    const { app } = await openAppContext();
    return { accounts: app.get(Accounts), close: () => app.close() };
  },
).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

import { ACCOUNT_MESSAGES, MIN_PASSWORD_LENGTH } from '../accounts';
import { AccountRefused, type Accounts } from '../accounts';

export const STAFF_USAGE = `Usage: npm run staff:create -- --email <email> --name <name>
  Creates a support staff account. The password is asked on the terminal (hidden), or read
  from the environment variable STAFF_PASSWORD (CI, scripts). At least ${MIN_PASSWORD_LENGTH} characters.`;

export type StaffArgs =
  | { action: 'create'; email: string; name: string }
  | { action: 'help' }
  | { action: 'invalid'; problem: string };

export function parseStaffArgs(args: readonly string[]): StaffArgs {
  if (args.length === 0 || args.includes('--help')) return { action: 'help' };
  const values: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (flag !== '--email' && flag !== '--name') {
      return { action: 'invalid', problem: `Unknown option ${flag}` };
    }
    if (!value?.trim() || value.startsWith('--')) {
      return { action: 'invalid', problem: `${flag} needs a value` };
    }
    values[flag] = value.trim();
  }
  if (!values['--email']) return { action: 'invalid', problem: '--email is required' };
  if (!values['--name']) return { action: 'invalid', problem: '--name is required' };
  return { action: 'create', email: values['--email'], name: values['--name'] };
}

export interface StaffCreateIo {
  env: NodeJS.ProcessEnv;
  /** Asks for the password on the terminal without echoing it; null when there is no terminal. */
  askPassword: (prompt: string) => Promise<string | null>;
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * `npm run staff:create`: the testable part, given a way to reach the accounts. Exit codes:
 * 0 created, 1 refused (short password, duplicate email ...), 2 usage.
 */
export async function runStaffCreate(
  args: readonly string[],
  io: StaffCreateIo,
  openAccounts: () => Promise<{ accounts: Accounts; close: () => Promise<void> }>,
): Promise<number> {
  const command = parseStaffArgs(args);
  if (command.action === 'help') {
    io.out(STAFF_USAGE);
    return 0;
  }
  if (command.action === 'invalid') {
    io.err(`${command.problem}\n${STAFF_USAGE}`);
    return 2;
  }
  const password = await passwordFrom(io);
  if (password === null) {
    io.err('No password: run this in a terminal, or set STAFF_PASSWORD.');
    return 1;
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    io.err(ACCOUNT_MESSAGES.shortPassword);
    return 1;
  }
  const { accounts, close } = await openAccounts();
  try {
    const account = await accounts.create({ ...command, password, role: 'support' });
    io.out(`Created support account ${account.email} (${account.name}), id ${account.id}.`);
    return 0;
  } catch (error) {
    if (!(error instanceof AccountRefused)) throw error;
    io.err(error.message);
    return 1;
  } finally {
    await close();
  }
}

async function passwordFrom(io: StaffCreateIo): Promise<string | null> {
  if (io.env.STAFF_PASSWORD !== undefined) return io.env.STAFF_PASSWORD;
  const first = await io.askPassword('Password (at least 10 characters): ');
  if (first === null || first.length < MIN_PASSWORD_LENGTH) return first;
  const again = await io.askPassword('Password again: ');
  if (again !== first) {
    io.err('The two passwords do not match.');
    return null;
  }
  return first;
}

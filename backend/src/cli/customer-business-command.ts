import type { Customers } from '../accounts';

export const BUSINESS_USAGE = `Usage: npm run customer:business -- --email <email> (--on | --off)
  Marks a customer as a business customer (--on: no discount codes, no Posy Points) or back
  to a consumer (--off). The customer's open sessions see it on their next request.`;

export type BusinessArgs =
  | { action: 'set'; email: string; business: boolean }
  | { action: 'help' }
  | { action: 'invalid'; problem: string };

export function parseBusinessArgs(args: readonly string[]): BusinessArgs {
  if (args.length === 0 || args.includes('--help')) return { action: 'help' };
  let email: string | null = null;
  let business: boolean | null = null;
  for (let i = 0; i < args.length; i++) {
    const flag = args[i];
    if (flag === '--on' || flag === '--off') {
      if (business !== null) return { action: 'invalid', problem: 'Give one of --on or --off' };
      business = flag === '--on';
    } else if (flag === '--email') {
      const value = args[i + 1];
      if (!value?.trim() || value.startsWith('--')) {
        return { action: 'invalid', problem: '--email needs a value' };
      }
      email = value.trim();
      i += 1;
    } else {
      return { action: 'invalid', problem: `Unknown option ${flag}` };
    }
  }
  if (!email) return { action: 'invalid', problem: '--email is required' };
  if (business === null) return { action: 'invalid', problem: 'Give --on or --off' };
  return { action: 'set', email, business };
}

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Exit codes: 0 done, 1 no such customer, 2 usage. */
export async function runCustomerBusiness(
  args: readonly string[],
  io: CliIo,
  openCustomers: () => Promise<{ customers: Customers; close: () => Promise<void> }>,
): Promise<number> {
  const command = parseBusinessArgs(args);
  if (command.action === 'help') {
    io.out(BUSINESS_USAGE);
    return 0;
  }
  if (command.action === 'invalid') {
    io.err(`${command.problem}\n${BUSINESS_USAGE}`);
    return 2;
  }
  const { customers, close } = await openCustomers();
  try {
    const found = await customers.setBusinessCustomer(command.email, command.business);
    if (!found) {
      io.err(`No customer has the email ${command.email}.`);
      return 1;
    }
    io.out(
      `${command.email} is ${command.business ? 'now a business customer' : 'no longer a business customer'}.`,
    );
    return 0;
  } finally {
    await close();
  }
}

import type { AccountRole } from '@shop/contracts';
import { ACCOUNT_MESSAGES } from './account.messages';
import { isLongEnough } from './password-rules';

/** Someone who signs in: a support agent now, a customer later (same table, same sign-in). */
export interface Account {
  id: string;
  /** Lower-cased, so one person cannot hold two accounts by changing case. */
  email: string;
  name: string;
  role: AccountRole;
  /** ISO 8601 UTC. */
  createdAt: string;
}

/** What creating an account needs; the password is hashed and never stored. */
export interface NewAccount {
  email: string;
  name: string;
  password: string;
  role: AccountRole;
}

/** An account refused for a reason the person creating it can fix. */
export class AccountRefused extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * The email (normalised) and name (trimmed) a new account is stored with, or AccountRefused
 * with the first thing to fix: the email, then the name, then the password.
 */
export function checkNewAccount(input: NewAccount): { email: string; name: string } {
  const email = normaliseEmail(input.email);
  const name = input.name.trim();
  if (!EMAIL.test(email) || email.length > 254) throw new AccountRefused(ACCOUNT_MESSAGES.badEmail);
  if (!name || name.length > 100) throw new AccountRefused(ACCOUNT_MESSAGES.badName);
  if (!isLongEnough(input.password)) throw new AccountRefused(ACCOUNT_MESSAGES.shortPassword);
  return { email, name };
}

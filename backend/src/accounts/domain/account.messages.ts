import { MIN_PASSWORD_LENGTH } from './password-rules';

/** Messages of account creation (the CLI now, customer registration later). */
export const ACCOUNT_MESSAGES = {
  shortPassword: `Passwords must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  badEmail: 'Please give a valid email address.',
  badName: 'Please give a name of 1 to 100 characters.',
  duplicateEmail: (email: string) => `An account with the email ${email} already exists.`,
} as const;

import type { DomainEvent } from '../common/event-store.types';

/**
 * A customer's own stream (`customer-{id}`): what must happen once because of it (the emails
 * with links) follows these events by position, never the in-process bus. Sign-ins themselves
 * are not recorded: staff do not see them.
 */
export type CustomerSignedUp = DomainEvent<
  'CustomerSignedUp',
  {
    customerId: string;
    email: string;
    name: string;
    /** The customer whose refer-a-friend link brought this one, if any. */
    referredBy: string | null;
    /** The guest purchase that became this account (`/sign-up-account/...`), if any. */
    fromOrder: string | null;
  }
>;

/**
 * Someone signed up with an email that has no account: `keyId` names the waiting sign-up (24
 * hours, once) whose link, mailed to `email`, makes the account. On its own stream,
 * `sign-up-{keyId}`: there is no customer yet.
 */
export type SignUpRequested = DomainEvent<'SignUpRequested', { keyId: string; email: string }>;

/**
 * Someone signed up with the email of this customer's account: the customer is mailed that
 * someone tried, with links to sign in or reset the password (the sign-up's answer is the same
 * as for a new address, so it does not tell who has an account).
 */
export type SignUpAttempted = DomainEvent<'SignUpAttempted', { customerId: string; email: string }>;

/** A magic sign-in link was asked for: `keyId` names the single-use key (15 minutes). */
export type SignInLinkRequested = DomainEvent<
  'SignInLinkRequested',
  { customerId: string; keyId: string; email: string }
>;

/** A password link was asked for: `reset` (forgot password) or `set` (an account without one). */
export type PasswordLinkRequested = DomainEvent<
  'PasswordLinkRequested',
  { customerId: string; keyId: string; email: string; purpose: 'reset' | 'set' }
>;

/** A new email waits for the link sent to it. */
export type EmailChangeRequested = DomainEvent<
  'EmailChangeRequested',
  { customerId: string; keyId: string; newEmail: string }
>;

export type EmailChanged = DomainEvent<
  'EmailChanged',
  { customerId: string; previousEmail: string; email: string }
>;

/** The password changed (with the current one, or by a reset or set link). */
export type PasswordChanged = DomainEvent<
  'PasswordChanged',
  { customerId: string; by: 'account' | 'reset' | 'set' }
>;

export type CustomerEvent =
  | CustomerSignedUp
  | SignUpRequested
  | SignUpAttempted
  | SignInLinkRequested
  | PasswordLinkRequested
  | EmailChangeRequested
  | EmailChanged
  | PasswordChanged;

export type CustomerEventType = CustomerEvent['type'];

export const customerStreamId = (customerId: string): string => `customer-${customerId}`;

/** The stream of a sign-up waiting for its email to be confirmed (`SignUpRequested`). */
export const signUpStreamId = (keyId: string): string => `sign-up-${keyId}`;

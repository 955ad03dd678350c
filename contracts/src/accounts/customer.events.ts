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
  | SignInLinkRequested
  | PasswordLinkRequested
  | EmailChangeRequested
  | EmailChanged
  | PasswordChanged;

export type CustomerEventType = CustomerEvent['type'];

export const customerStreamId = (customerId: string): string => `customer-${customerId}`;

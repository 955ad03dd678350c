import type { CheckoutState } from '../basket/checkout';
import type { DomainEvent, EventMetadata } from '../common/event-store.types';

/**
 * The support console's API (issue 5): staff sign-in, finding a basket, its history, replay and
 * the audit of who opened it. Every `/api/support/*` answer rides in the usual envelope.
 */

/** Messages the support API answers with, word for word. */
export const SUPPORT_MESSAGES = {
  badCredentials: 'Sorry, that email and password do not match.',
  tooManyAttempts: 'Too many sign-in attempts - please wait a few minutes and try again.',
  signInRequired: 'Please sign in.',
  staffOnly: 'Sorry, this page is for Posy support staff only.',
  basketNotFound: "Sorry, we couldn't find that basket.",
  badBasketId: 'Sorry, that is not a basket id.',
  captchaFailed: 'Please complete the security check again and retry.',
} as const;

/** A signed-in support agent. */
export interface SupportStaff {
  id: string;
  name: string;
  email: string;
}

/** `POST /api/support/sign-in` body. */
export interface SupportSignInRequest {
  /**
   * The agent's email address (any case).
   * @maxLength 254
   */
  email: string;
  /**
   * Bounded so nobody can make the server hash megabytes.
   * @maxLength 1000
   */
  password: string;
  /**
   * The ALTCHA widget's payload for a challenge from `GET /api/captcha/challenge`, as customers
   * send it: no password is checked without one.
   * @maxLength 4000
   */
  captcha: string;
}

/** `POST /api/support/sign-in` and `GET /api/support/me`. */
export interface SupportStaffResponse {
  staff: SupportStaff;
}

/** `POST /api/support/sign-out`: always an empty object (the session is gone, its cookie cleared). */
export type SupportSignOutResponse = Record<string, never>;

/** Path parameters of `/api/support/baskets/{id}/…` (events, events.csv, state). */
export interface SupportBasketParams {
  /** The basket's stream id, `basket-{sessionId}`; anything else answers 400. */
  id: string;
}

/** Query string of `GET /api/support/baskets?query=`. */
export interface SupportBasketSearchQuery {
  /**
   * A basket id, session id, an order id inside a basket, a placed order's number
   * (`P1234567`) or the customer's email (any case).
   * @minLength 1
   * @maxLength 200
   */
  query: string;
}

/** Query string of `GET /api/support/baskets/{id}/state?version=N`. */
export interface SupportBasketStateQuery {
  /**
   * The version to replay to, a whole number from 0 to the basket's current version (digits,
   * as in the URL); absent means the current version.
   * @pattern ^(0|[1-9][0-9]{0,8})$
   */
  version?: string;
}

/** 'checked out' once the basket is paid for and placed (`BasketPlaced`); 'open' until then. */
export type SupportBasketStatus = 'open' | 'checked out';

/** One basket in `GET /api/support/baskets?query=` results. */
export interface SupportBasketSummary {
  /** The basket's stream id, `basket-{sessionId}`. */
  basketId: string;
  status: SupportBasketStatus;
  orderCount: number;
  /** The checkout state's total, in pence. */
  total: number;
  customerEmail: string | null;
  /** ISO 8601 UTC instant of the basket's last event. */
  lastActivity: string;
  /** The basket stream's current version. */
  version: number;
}

/** `GET /api/support/baskets?query=`: newest activity first, at most 50. */
export interface SupportBasketSearchResponse {
  baskets: SupportBasketSummary[];
}

export type SupportActorKind = 'shopper' | 'customer' | 'staff' | 'system';

export interface SupportActor {
  kind: SupportActorKind;
  /** Plain words for the console, e.g. `Shopper (session 3fa2c1d0)`. */
  label: string;
}

/**
 * Which stream a history entry was recorded on: the basket's own, one of the orders it placed
 * (`order-{orderNumber}`), the ledger of a gift card the purchase spent or bought
 * (`giftcard-{code}`), or the paying customer's Posy Points ledger (`points-{customerId}`).
 */
export type SupportHistoryStreamKind = 'basket' | 'order' | 'gift-card' | 'points';

/**
 * One entry of a basket's history: an event of the basket, or of an order, gift card or Posy
 * Points ledger its purchase wrote to (same correlation id), merged in log order.
 */
export interface SupportBasketEvent {
  /** Global position in the event log. */
  position: number;
  /**
   * The basket's version after this entry (1, 2, ...): the replay key. An entry of another
   * stream carries the basket's version when it was recorded; its own is `streamVersion`.
   */
  version: number;
  /** The stream it was recorded on (`basket-…`, `order-P1234567`, `giftcard-…`). */
  streamId: string;
  /** Its version in that stream (the same as `version` for the basket's own events). */
  streamVersion: number;
  streamKind: SupportHistoryStreamKind;
  /** The stream in plain words: `Basket`, `Order P1234567`, `Gift card HXKR…`, `Posy Points`. */
  streamLabel: string;
  /** ISO 8601 UTC. */
  occurredAt: string;
  /** The same instant in Europe/London, e.g. `5 Jun 2026, 14:03:09`. */
  londonTime: string;
  type: string;
  /** What happened, in plain words. */
  summary: string;
  actor: SupportActor;
  correlationId: string;
  /** The raw event data and metadata, for "show JSON". */
  data: unknown;
  metadata: EventMetadata;
}

/** Who opened a basket's history, and when. */
export interface SupportAuditEntry {
  staffName: string;
  staffEmail: string;
  /** ISO 8601 UTC. */
  openedAt: string;
}

/** `GET /api/support/baskets/{id}/events` (opening a basket; the opening is audited). */
export interface SupportBasketEventsResponse {
  basketId: string;
  events: SupportBasketEvent[];
  /** Newest first, including this opening. */
  audit: SupportAuditEntry[];
}

export type SupportChangeArea =
  | 'orders'
  | 'items'
  | 'delivery'
  | 'recipient'
  | 'card'
  | 'message'
  | 'totals'
  | 'customer'
  | 'discount'
  | 'points'
  | 'gift-card';

/** One readable difference between two versions of the checkout state. */
export interface SupportStateChange {
  area: SupportChangeArea;
  /** 1-based order number the change belongs to, or null for the basket as a whole. */
  orderIndex: number | null;
  /** e.g. `Total: £35.00 → £37.25`. */
  label: string;
  before: unknown;
  after: unknown;
}

/** `GET /api/support/baskets/{id}/state?version=N`. */
export interface SupportBasketStateResponse {
  basketId: string;
  version: number;
  currentVersion: number;
  /** The checkout state as the shopper saw it at `version` (0: an empty basket). */
  state: CheckoutState;
  /** The state at `version - 1`, or null at versions 0 and 1. */
  previous: CheckoutState | null;
  /** What `version` changed (from an empty basket at version 1; none at 0). */
  changes: SupportStateChange[];
}

/** Audit event, on the stream `support-audit-{basketId}` (never the basket's own stream). */
export type BasketOpenedBySupport = DomainEvent<
  'BasketOpenedBySupport',
  { basketId: string; staffId: string; staffName: string; staffEmail: string }
>;

/** Stream of a basket's support audit. */
export const supportAuditStreamId = (basketId: string): string => `support-audit-${basketId}`;

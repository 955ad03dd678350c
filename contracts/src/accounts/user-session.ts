/**
 * Who the shopper is (accounts): the session answer the storefront asks for on every page.
 * Customer sign-in arrives with customer accounts; until then every shopper is a guest.
 */

/**
 * `GET /api/user-session` (docs/rules-checkout.md "Calls", docs/rules-storefront.md
 * "Session response"); isSignedIn rides in the envelope.
 */
export interface UserSessionData {
  /** The signed-in customer's id, or null for a guest. */
  customerId: number | string | null;
  /** The signed-in customer's email, or null for a guest. */
  email: string | null;
}

/** Roles an account signs in with; customers (a later issue) share the accounts machinery. */
export type AccountRole = 'support' | 'customer';

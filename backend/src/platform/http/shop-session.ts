import type { AccountRole } from '@shop/contracts';

export type { AccountRole };

/** The account a session was signed in as, fixed when the session was minted. */
export interface SessionAccount {
  id: string;
  role: AccountRole;
}

/** What a signed-in customer's checkout is filled in with. */
export interface CustomerProfile {
  name: string;
  phone: string | null;
  mailShot: boolean;
}

/** The session behind a request: an opaque id (the SHA-256 of the cookie's token). */
export interface ShopSession {
  id: string;
  /** The signed-in customer, or null for a guest (and for support staff). */
  customerId: string | null;
  /** The signed-in customer's email (read with the session), or null. */
  email: string | null;
  /** A signed-in customer set as a business customer by staff (no discounts, no points). */
  businessCustomer?: boolean;
  /** The signed-in customer's name, phone and mail preference (their basket starts with them). */
  customerProfile?: CustomerProfile | null;
  /**
   * The basket this session works on: its own (`id`) unless signing in carried a basket over
   * from the guest session, or from the customer's earlier visit. Read it with `basketIdOf`.
   */
  basketId?: string | null;
  /** Set only on a session minted by signing in; absent or null for a guest. */
  account?: SessionAccount | null;
  /**
   * The basket this session took over from: set when paying replaced the session (the paid basket
   * is closed; the new session starts an empty one and still finds that purchase).
   */
  previousBasketId?: string | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    shopSession?: ShopSession;
  }
}

export const isSignedIn = (session: ShopSession | undefined): boolean =>
  Boolean(session?.customerId);

/** The basket a session works on (see `ShopSession.basketId`). */
export const basketIdOf = (session: Pick<ShopSession, 'id' | 'basketId'>): string =>
  session.basketId ?? session.id;

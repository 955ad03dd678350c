import type { AccountRole } from '@shop/contracts';

export type { AccountRole };

/** The account a session was signed in as, fixed when the session was minted. */
export interface SessionAccount {
  id: string;
  role: AccountRole;
}

/** The session behind a request: an opaque id (the SHA-256 of the cookie's token). */
export interface ShopSession {
  id: string;
  customerId: string | null;
  email: string | null;
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

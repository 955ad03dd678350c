/** The session behind a request: an opaque id (the SHA-256 of the cookie's token). */
export interface ShopSession {
  id: string;
  customerId: string | null;
  email: string | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    shopSession?: ShopSession;
  }
}

export const isSignedIn = (session: ShopSession | undefined): boolean =>
  Boolean(session?.customerId);

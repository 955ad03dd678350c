/**
 * The answer shape of every `/api` call (spec 000 §3 "Response envelope", §7).
 * `error` carries one message; `errors` carries several (the client joins them with `|`).
 */
export interface Envelope<T = unknown> {
  data: T;
  error?: string;
  errors?: string[];
  isSignedIn?: boolean;
  redirectUrl?: string;
}

/** `GET /api/user-session` (spec 000 §7, spec 001 §3 "Session response"). */
export interface UserSessionData {
  customerId: number | string | null;
  email: string | null;
}

/** `GET /api/health`. */
export interface HealthData {
  status: 'ok' | 'unavailable';
  database: 'up' | 'down';
}

/** The envelope with any `data`: the base of every documented response (OpenAPI). */
export type ApiEnvelope = Envelope<unknown>;

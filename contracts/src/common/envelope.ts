/**
 * The answer shape of every `/api` call (docs/rules-checkout.md "Response envelope", "Calls").
 * `error` carries one message; `errors` carries several (the client joins them with `|`).
 */
export interface Envelope<T = unknown> {
  data: T;
  error?: string;
  errors?: string[];
  isSignedIn?: boolean;
  redirectUrl?: string;
}

/** `GET /api/health`: 200 with `ok`/`up` when the database answers, else 503 with `unavailable`/`down`. */
export interface HealthData {
  status: 'ok' | 'unavailable';
  database: 'up' | 'down';
}

/** The envelope with any `data`: the base of every documented response (OpenAPI). */
export type ApiEnvelope = Envelope<unknown>;

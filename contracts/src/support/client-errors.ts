/**
 * Error reports from the storefront (docs/rules-storefront.md "Messages", docs/rules-checkout.md
 * "Messages": session errors other than the expected ones are reported to an error-reporting
 * service; "Responses and session": a signed-in customer's identity is set for error reporting).
 * The browser posts a `ClientErrorReport` to `POST /api/client-errors`; support staff read the
 * stored reports with `GET /api/support/client-errors`. A report names no one: the server takes the
 * customer from the session the report came with.
 */

/** Where in the storefront the error was caught. */
export const CLIENT_ERROR_SOURCES = ['session', 'window', 'render', 'promise'] as const;

/**
 * `session`: an API call of the shopper's session failed unexpectedly (docs/rules-checkout.md
 * "Roles"); `window`: an uncaught script error; `render`: a React error boundary; `promise`: an
 * unhandled promise rejection.
 */
export type ClientErrorSource = (typeof CLIENT_ERROR_SOURCES)[number];

/** Sizes the storefront trims a report to before sending, and the server's limits. */
export const CLIENT_ERROR_LIMITS = {
  messageMaxLength: 1000,
  nameMaxLength: 100,
  stackMaxLength: 8000,
  urlMaxLength: 2000,
  /** The request's `User-Agent` is stored cut to this length. */
  userAgentMaxLength: 300,
  /** Reports one address may send in `windowMinutes`, whatever its sessions. */
  reportsPerAddress: 30,
  /** Reports one saved session may send in `windowMinutes`, whatever its addresses. */
  reportsPerSession: 10,
  windowMinutes: 10,
  /** Reports older than this are deleted. */
  keptDays: 30,
  /** `GET /api/support/client-errors`: reports answered without `limit`, and at most. */
  listDefault: 50,
  listMax: 200,
} as const;

/**
 * A path on the shop's own site (`/checkout/1?x=2`) or an absolute `http(s)` address: no
 * whitespace or control characters, and no `//` or `/\` path (a browser reads those as another
 * host).
 */
export const CLIENT_ERROR_URL_FORMAT =
  /^(?:\/(?![/\\])|https?:\/\/[^\s\p{Cc}/\\?#]+(?=[/?#]|$))[^\s\p{Cc}]*$/iu;

/** True when `url` may be reported: `CLIENT_ERROR_URL_FORMAT`, at most `urlMaxLength` characters. */
export const isClientErrorUrl = (url: unknown): url is string =>
  typeof url === 'string' &&
  url.length <= CLIENT_ERROR_LIMITS.urlMaxLength &&
  CLIENT_ERROR_URL_FORMAT.test(url);

/** The answers' words, for bad reports, too many of them and a bad listing limit. */
export const CLIENT_ERROR_MESSAGES = {
  message: 'message must be text of 1 to 1000 characters',
  name: 'name must be text of at most 100 characters, or null',
  stack: 'stack must be text of at most 8000 characters, or null',
  url: 'url must be a path or an http(s) address of at most 2000 characters',
  status: 'status must be a whole number from 100 to 599, or null',
  source: `source must be one of ${CLIENT_ERROR_SOURCES.join(', ')}`,
  tooMany: 'Too many error reports. Please wait a few minutes before sending more.',
  limit: 'limit must be a whole number from 1 to 200',
} as const;

/** `POST /api/client-errors`: one error the storefront caught. */
export interface ClientErrorReport {
  /**
   * The error's message (the storefront sends its name or `Unknown error` when it has none).
   * @minLength 1
   * @maxLength 1000
   */
  message: string;
  /**
   * The error's name, e.g. `TypeError`; absent or null when unknown.
   * @maxLength 100
   */
  name?: string | null;
  /**
   * The error's stack trace; absent or null when there is none.
   * @maxLength 8000
   */
  stack?: string | null;
  /**
   * The page the shopper was on (see `CLIENT_ERROR_URL_FORMAT`).
   * @maxLength 2000
   */
  url: string;
  /**
   * The HTTP status of the failed call (source `session`), a whole number; absent or null
   * otherwise.
   * @minimum 100
   * @maximum 599
   */
  status?: number | null;
  source: ClientErrorSource;
}

/** `POST /api/client-errors`: the report is stored. */
export interface ClientErrorReceived {
  received: true;
}

/** Query string of `GET /api/support/client-errors?limit=N`. */
export interface ClientErrorListQuery {
  /**
   * How many reports, newest first: a whole number from 1 to 200 (digits, as in the URL);
   * absent means 50.
   * @pattern ^[1-9][0-9]{0,2}$
   */
  limit?: string;
}

/** One stored report, as support staff read it. */
export interface ClientErrorRecord {
  id: number;
  /** ISO 8601 UTC instant the report arrived. */
  createdAt: string;
  /** The customer the reporting session was signed in as; null for a guest (or staff). */
  customerId: string | null;
  /** The reporting session (its basket is `basket-{sessionId}`); null for a browser without one. */
  sessionId: string | null;
  source: ClientErrorSource;
  name: string | null;
  message: string;
  stack: string | null;
  url: string;
  status: number | null;
  /** The request's `User-Agent`, cut to 300 characters; null when absent. */
  userAgent: string | null;
}

/** `GET /api/support/client-errors`: newest first. */
export interface ClientErrorList {
  reports: ClientErrorRecord[];
}

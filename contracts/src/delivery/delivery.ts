import type { IsoDate } from '../common/dates';

/**
 * Delivery API shapes: the calendar (`GET /api/calendar/get-days/{start}/{end}/{productId}`) and
 * the postcode check (`GET /api/postcode/check/{deliveryMethodId}/{postcode}`),
 * docs/rules-checkout.md "Data shapes", "Calls". Amounts are integer pence; dates are ISO
 * `YYYY-MM-DD` in Europe/London.
 */

/**
 * Which method replaces another where the recipient's postcode rules the original out
 * (docs/rules-checkout.md "Override method"; docs/business-rules.md "Postcode check": `before-1pm`
 * → `tracked`).
 */
export interface OverrideMethod {
  /** The method offered instead, e.g. `tracked`. */
  overrideId: string;
  /** The method it replaces, e.g. `before-1pm`. */
  originalId: string;
}

/** A delivery method as one calendar day offers it (docs/rules-checkout.md "Delivery method"). */
export interface DeliveryMethodInfo {
  id: string;
  name: string;
  /** Pence; 0 is shown as FREE. */
  price: number;
  /** Appended to the date the shopper sees, e.g. ' before 1pm' → '5th June before 1pm'. */
  dateSuffix: string;
  /** True when `GET /api/postcode/check/...` must pass before this method can be chosen. */
  requiresPostcodeCheck: boolean;
  /**
   * Occasion dates to highlight inside the requested window (Valentine's Day, Mothering
   * Sunday), in date order; the same list on every method of the answer.
   */
  daysToPaint: IsoDate[];
  /**
   * The method's stated replacement where a postcode check rules it out, or null when it has
   * none. It is the rule, not a verdict: it applies once a postcode check of this method answers
   * `hasOverride: true`, and since the replacement is always cheaper than the original it is
   * never the method the calendar preselects.
   */
  overrideMethod: OverrideMethod | null;
}

/** One day of the calendar answer (docs/rules-checkout.md "Calendar day"). */
export interface CalendarDayResponse {
  date: IsoDate;
  /** True when at least one method delivers the product that day. */
  isAvailable: boolean;
  /**
   * A padding day outside the requested window, sent only with `?pad=true` so a month view
   * runs Monday to Sunday; never available, no methods.
   */
  isDummy: boolean;
  /** Offered methods by id, in cheapest-first order: the first one is preselected. */
  deliveryMethods: Record<string, DeliveryMethodInfo>;
}

/** `GET /api/calendar/get-days/{start}/{end}/{productId}[?pad=true]`: one entry per date. */
export type CalendarDaysResponse = CalendarDayResponse[];

/** The verdict of a postcode check (docs/rules-checkout.md "Postcode check result"). */
export interface PostcodeCheckResult {
  /** True when the method can deliver to the postcode. */
  available: boolean;
  /** True when `override` names a method to use instead. */
  hasOverride: boolean;
  /** Id of the replacement delivery method, or null. */
  override: string | null;
}

/**
 * `GET /api/postcode/check/{deliveryMethodId}/{postcode}`. A non-empty `messages` list means the
 * check failed: the storefront joins it with ', ' and shows it as an info toast
 * (docs/rules-checkout.md "Calls").
 */
export interface PostcodeCheckResponse {
  result: PostcodeCheckResult;
  messages: string[];
}

/** Path parameters of `GET /api/calendar/get-days/{start}/{end}/{productId}`. */
export interface CalendarDaysParams {
  /** First day of the window, `YYYY-MM-DD`. */
  start: IsoDate;
  /** Last day of the window (inclusive); at most 62 days after `start`'s first day. */
  end: IsoDate;
  /** The product whose distributor decides the methods and lead time. */
  productId: number;
}

/** Query string of the calendar. */
export interface CalendarDaysQuery {
  /**
   * `'true'` (month view) pads the answer with dummy days so it runs Monday to Sunday;
   * absent or `'false'` (compact view) leaves it as asked.
   */
  pad?: 'true' | 'false';
}

/** Path parameters of `GET /api/postcode/check/{deliveryMethodId}/{postcode}`. */
export interface PostcodeCheckParams {
  /** The delivery method to check, e.g. `before-1pm`. */
  deliveryMethodId: string;
  /** The recipient's UK postcode in any case and spacing, URL-encoded, e.g. `SW1A%201AA`. */
  postcode: string;
}

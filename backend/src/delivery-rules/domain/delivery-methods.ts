/**
 * The delivery methods of docs/business-rules.md "Delivery methods", as data. The seeder writes
 * these rows to `delivery_methods` so a shop owner could change them later; the pure calendar rules
 * read them from here so they stay testable without a database.
 */

/** The ids the rules refer to by name (distributor rules, the before-1pm override). */
export type DeliveryMethodId = 'standard' | 'tracked' | 'before-1pm' | 'sunday' | 'letterbox';

/** ISO weekday: 1 = Monday … 7 = Sunday (luxon's `weekday`). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** One delivery method and the days it runs (docs/rules-checkout.md "Delivery method"). */
export interface DeliveryMethodRule {
  readonly id: DeliveryMethodId;
  readonly name: string;
  /** Pence; 0 is shown as FREE. */
  readonly price: number;
  /** The weekdays the carrier delivers on. */
  readonly weekdays: readonly IsoWeekday[];
  /** True when the recipient's postcode must be checked before this method can be chosen. */
  readonly requiresPostcodeCheck: boolean;
  /** Appended to the date the shopper sees, e.g. `5th June before 1pm`. */
  readonly dateSuffix: string;
  /**
   * Where the method cannot reach a postcode, the method offered instead (docs/business-rules.md
   * "Postcode check").
   */
  readonly overrideMethod: DeliveryMethodId | null;
  /** Display order in the shop owner's list; the calendar sorts by price, not by this. */
  readonly sortOrder: number;
}

/** The five seeded methods, in the table order of docs/business-rules.md "Delivery methods". */
export const DELIVERY_METHODS: readonly DeliveryMethodRule[] = [
  {
    id: 'standard',
    name: 'Standard Delivery',
    price: 0,
    weekdays: [2, 3, 4, 5, 6],
    requiresPostcodeCheck: false,
    dateSuffix: '',
    overrideMethod: null,
    sortOrder: 1,
  },
  {
    id: 'tracked',
    name: 'Tracked Delivery',
    price: 399,
    weekdays: [1, 2, 3, 4, 5, 6],
    requiresPostcodeCheck: false,
    dateSuffix: '',
    overrideMethod: null,
    sortOrder: 2,
  },
  {
    id: 'before-1pm',
    name: 'Before 1pm',
    price: 799,
    weekdays: [1, 2, 3, 4, 5],
    requiresPostcodeCheck: true,
    dateSuffix: ' before 1pm',
    overrideMethod: 'tracked',
    sortOrder: 3,
  },
  {
    id: 'sunday',
    name: 'Sunday Delivery',
    price: 999,
    weekdays: [7],
    requiresPostcodeCheck: true,
    dateSuffix: '',
    overrideMethod: null,
    sortOrder: 4,
  },
  {
    id: 'letterbox',
    name: 'First Class Post',
    price: 0,
    weekdays: [1, 2, 3, 4, 5, 6],
    requiresPostcodeCheck: false,
    dateSuffix: '',
    overrideMethod: null,
    sortOrder: 5,
  },
];

const BY_ID = new Map(DELIVERY_METHODS.map((m) => [m.id, m]));

/** The method with this id; throws on an unknown id, which is a programming error. */
export function deliveryMethod(id: DeliveryMethodId): DeliveryMethodRule {
  const method = BY_ID.get(id);
  if (!method) throw new Error(`Unknown delivery method: ${id}`);
  return method;
}

/**
 * Cheapest first, so the first entry is the one the calendar preselects (docs/rules-checkout.md
 * "Calendar"); equal prices fall back to the shop owner's order so the result is stable.
 */
export function cheapestFirst(methods: readonly DeliveryMethodRule[]): DeliveryMethodRule[] {
  return [...methods].sort((a, b) => a.price - b.price || a.sortOrder - b.sortOrder);
}

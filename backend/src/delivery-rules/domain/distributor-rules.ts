import type { DistributorName } from '@shop/contracts';
import { deliveryMethod, type DeliveryMethodId } from './delivery-methods';

/** How one distributor delivers: which methods, how many days' notice, and the daily cut-off. */
export interface DistributorRule {
  /** Offered methods; empty when the distributor does not deliver (gift cards). */
  readonly methods: readonly DeliveryMethodId[];
  /** Days from today to the first possible delivery when ordered before the cut-off. */
  readonly leadDays: number;
  /** `HH:mm`, Europe/London. An order at or after this minute gets one more day's lead. */
  readonly cutOff: string;
}

/**
 * docs/business-rules.md "Delivery methods": each product's distributor decides its methods and
 * lead time.
 */
export const DISTRIBUTOR_RULES: Readonly<Record<DistributorName, DistributorRule>> = {
  // Florists run every service except post.
  Flowers: {
    methods: ['standard', 'tracked', 'before-1pm', 'sunday'],
    leadDays: 1,
    cutOff: '17:00',
  },
  // Plants and hampers ship from a warehouse that needs two days and packs by early afternoon.
  Plants: { methods: ['tracked', 'before-1pm'], leadDays: 2, cutOff: '14:00' },
  Hampers: { methods: ['tracked', 'before-1pm'], leadDays: 2, cutOff: '14:00' },
  // A card sent on its own goes by first class post.
  Cards: { methods: ['letterbox'], leadDays: 1, cutOff: '17:00' },
  // Decided here (docs/business-rules.md "Delivery methods" gives `letterbox` to cards alone,
  // "Delivery rules" to letterbox flowers too): letterbox flowers fit through the letterbox, so
  // they go by free first class post or, for a signed-for parcel, tracked. The courier-only
  // services (standard, before 1pm, Sunday) need someone at home and are not offered. Same
  // next-day, 17:00 cut-off as cut flowers, since they leave the same florist.
  Letterbox: { methods: ['letterbox', 'tracked'], leadDays: 1, cutOff: '17:00' },
  // Gift cards are emailed on payment (docs/business-rules.md "Gift cards"): no delivery, no
  // calendar days.
  'Gift Cards': { methods: [], leadDays: 0, cutOff: '00:00' },
};

/** The rule of a distributor. */
export function distributorRule(distributor: DistributorName): DistributorRule {
  const rule = DISTRIBUTOR_RULES[distributor];
  if (!rule) throw new Error(`Unknown distributor: ${String(distributor)}`);
  return rule;
}

/**
 * The product page's 'delivery from' cost: the cheapest method the distributor offers, or 0 when
 * it offers none (gift cards are emailed).
 */
export function cheapestDeliveryPrice(distributor: DistributorName): number {
  const prices = distributorRule(distributor).methods.map((id) => deliveryMethod(id).price);
  return prices.length ? Math.min(...prices) : 0;
}

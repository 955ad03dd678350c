import type { BasketEvent, GiftCardEvent, OrderEvent, PointsEvent } from '@shop/contracts';

/** What a basket's own events say about the streams its purchases wrote to. */
export interface PurchaseLinks {
  /** Every purchase the basket started paying for (a declined attempt's too). */
  purchaseIds: ReadonlySet<string>;
  /** The numbers of the orders it placed (streams `order-{number}`). */
  orderNumbers: readonly string[];
  /** The gift cards its payments spent (streams `giftcard-{code}`). */
  giftCardCodes: readonly string[];
  /** The signed-in customers who paid (streams `points-{customerId}`). */
  customerIds: readonly string[];
}

/** Reads the purchases, placed orders and spent gift cards from a basket's events. */
export function purchaseLinksOf(events: readonly BasketEvent[]): PurchaseLinks {
  const purchaseIds = new Set<string>();
  const orderNumbers = new Set<string>();
  const giftCardCodes = new Set<string>();
  const customerIds = new Set<string>();
  for (const event of events) {
    if (event.type === 'PaymentStarted') {
      purchaseIds.add(event.data.purchaseId);
      if (event.data.giftCard) giftCardCodes.add(event.data.giftCard.code);
      if (event.data.customerId) customerIds.add(event.data.customerId);
    } else if (event.type === 'BasketPlaced') {
      purchaseIds.add(event.data.purchaseId);
      for (const order of event.data.orders) orderNumbers.add(order.orderNumber);
    }
  }
  return {
    purchaseIds,
    orderNumbers: [...orderNumbers],
    giftCardCodes: [...giftCardCodes],
    customerIds: [...customerIds],
  };
}

/**
 * The customers whose ledgers a basket's purchases may have written to: who paid signed in,
 * and who claimed one of its orders into a new account later.
 */
export function customersOf(links: PurchaseLinks, orders: readonly OrderEvent[]): string[] {
  const customers = new Set(links.customerIds);
  for (const event of orders) {
    if (event.type === 'OrderClaimed') customers.add(event.data.customerId);
    else if (event.type === 'OrderPlaced' && event.data.customerId) {
      customers.add(event.data.customerId);
    }
  }
  return [...customers];
}

/**
 * Whether a Posy Points ledger entry concerns one of the basket's purchases: points its orders
 * earned, spent and given back by its payments, a referral bonus it paid, or points taken back
 * for one of its orders. The customer's other entries (other purchases) do not.
 */
export function isPointsPurchaseEntry(
  event: PointsEvent,
  { purchaseIds, orderNumbers }: PurchaseLinks,
): boolean {
  if (event.type === 'PointsReversed') return orderNumbers.includes(event.data.orderNumber);
  return purchaseIds.has(event.data.purchaseId);
}

/**
 * Whether a gift card ledger entry belongs to one of the basket's purchases: written under its
 * correlation id or naming it. A card's other entries (other shoppers spending it) do not.
 */
export function isPurchaseEntry(
  event: GiftCardEvent & { metadata: { correlationId: string } },
  purchaseIds: ReadonlySet<string>,
): boolean {
  return purchaseIds.has(event.metadata.correlationId) || purchaseIds.has(event.data.purchaseId);
}

import type { BasketEvent, GiftCardEvent } from '@shop/contracts';

/** What a basket's own events say about the streams its purchases wrote to. */
export interface PurchaseLinks {
  /** Every purchase the basket started paying for (a declined attempt's too). */
  purchaseIds: ReadonlySet<string>;
  /** The numbers of the orders it placed (streams `order-{number}`). */
  orderNumbers: readonly string[];
  /** The gift cards its payments spent (streams `giftcard-{code}`). */
  giftCardCodes: readonly string[];
}

/** Reads the purchases, placed orders and spent gift cards from a basket's events. */
export function purchaseLinksOf(events: readonly BasketEvent[]): PurchaseLinks {
  const purchaseIds = new Set<string>();
  const orderNumbers = new Set<string>();
  const giftCardCodes = new Set<string>();
  for (const event of events) {
    if (event.type === 'PaymentStarted') {
      purchaseIds.add(event.data.purchaseId);
      if (event.data.giftCard) giftCardCodes.add(event.data.giftCard.code);
    } else if (event.type === 'BasketPlaced') {
      purchaseIds.add(event.data.purchaseId);
      for (const order of event.data.orders) orderNumbers.add(order.orderNumber);
    }
  }
  return {
    purchaseIds,
    orderNumbers: [...orderNumbers],
    giftCardCodes: [...giftCardCodes],
  };
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

import type { OrderCompleteResponse } from '@shop/contracts';
import { pushGa4Event, type Ga4EcommerceEvent } from '../../analytics/data-layer';

/**
 * GA4 `purchase` for the thank-you page, from the placed purchase (the basket it came from is
 * gone by now, so the checkout-state builders of analytics/checkout-events cannot make it).
 */
export function purchaseEvent(purchase: OrderCompleteResponse): Ga4EcommerceEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: purchase.purchaseId,
      currency: 'GBP',
      value: purchase.total / 100,
      items: purchase.orders.map((order) => ({
        item_id: order.orderNumber,
        item_name: order.productName,
        item_category: order.isGiftCard ? 'Gift card' : 'Flowers and gifts',
        price: order.total / 100,
        quantity: 1,
      })),
    },
  };
}

const PUSHED_KEY = 'ga4_purchases_pushed';
/** For a browser that refuses session storage: the purchases pushed since this page loaded. */
const pushedThisLoad = new Set<string>();

/** Records the purchase as pushed; false when it already was. */
function markPushed(purchaseId: string): boolean {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(PUSHED_KEY) ?? '[]');
    const ids = Array.isArray(stored) ? stored.map(String) : [];
    if (ids.includes(purchaseId)) return false;
    window.sessionStorage.setItem(PUSHED_KEY, JSON.stringify([...ids, purchaseId]));
    return true;
  } catch {
    if (pushedThisLoad.has(purchaseId)) return false;
    pushedThisLoad.add(purchaseId);
    return true;
  }
}

/**
 * Pushes `purchase` once per purchase: a reload of the thank-you page, or coming back to it,
 * pushes nothing again.
 */
export function pushPurchaseOnce(purchase: OrderCompleteResponse): boolean {
  if (!markPushed(purchase.purchaseId)) return false;
  pushGa4Event(purchaseEvent(purchase));
  return true;
}

import type { DeviceType } from '@shop/contracts';

/**
 * GA4 ecommerce events pushed to `window.dataLayer` (docs/rules-checkout.md "Calls",
 * docs/rules-storefront.md "Calls").
 */

export type EcommerceEvent =
  | 'select_item'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'begin_checkout'
  | 'add_payment_info'
  | 'purchase';

/** One GA4 ecommerce event as pushed, before the device type is added. */
export interface Ga4EcommerceEvent {
  event: EcommerceEvent;
  ecommerce: { currency: 'GBP'; value: number; items: unknown[] } & Record<string, unknown>;
}

/** Device type code: m (phone), t (tablet), d (desktop); defined once, in the contracts. */
export type { DeviceType };

export interface AnalyticsItem {
  name: string;
  id: number | string;
  /** Pence; sent to analytics in pounds. */
  price: number;
  brand: string;
  quantity?: number;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function deviceType(width: number = window.innerWidth): DeviceType {
  if (width < 768) return 'm';
  if (width < 1024) return 't';
  return 'd';
}

/**
 * Pushes one GA4 ecommerce event with the device type, clearing the previous ecommerce object
 * first as GA4 advises (e.g. `pushGa4Event(beginCheckoutEvent(state))`).
 */
export function pushGa4Event({ event, ecommerce }: Ga4EcommerceEvent): void {
  const dataLayer = (window.dataLayer ??= []);
  dataLayer.push({ ecommerce: null });
  dataLayer.push({ event, device_type: deviceType(), ecommerce });
}

/** Pushes one ecommerce event of `items`, its value their sum. */
export function pushEcommerce(event: EcommerceEvent, items: readonly AnalyticsItem[]): void {
  const gaItems = items.map((item) => ({
    item_name: item.name,
    item_id: String(item.id),
    price: item.price / 100,
    item_brand: item.brand,
    quantity: item.quantity ?? 1,
  }));
  pushGa4Event({
    event,
    ecommerce: {
      currency: 'GBP',
      value: gaItems.reduce((sum, item) => sum + item.price * item.quantity, 0),
      items: gaItems,
    },
  });
}

import type { DeviceType } from '@shop/contracts';

/** GA4 ecommerce events pushed to `window.dataLayer` (spec 000 §7, spec 001 §7). */

export type EcommerceEvent = 'select_item' | 'view_item' | 'add_to_cart' | 'remove_from_cart';

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

/** Pushes one ecommerce event, clearing the previous ecommerce object first as GA4 advises. */
export function pushEcommerce(event: EcommerceEvent, items: readonly AnalyticsItem[]): void {
  const dataLayer = (window.dataLayer ??= []);
  const gaItems = items.map((item) => ({
    item_name: item.name,
    item_id: String(item.id),
    price: item.price / 100,
    item_brand: item.brand,
    quantity: item.quantity ?? 1,
  }));
  dataLayer.push({ ecommerce: null });
  dataLayer.push({
    event,
    device_type: deviceType(),
    ecommerce: {
      currency: 'GBP',
      value: gaItems.reduce((sum, item) => sum + item.price * item.quantity, 0),
      items: gaItems,
    },
  });
}

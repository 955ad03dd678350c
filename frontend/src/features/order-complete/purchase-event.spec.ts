import { beforeEach, describe, expect, it } from 'vitest';
import { completedPurchase } from './order-complete.fixtures';
import { pushPurchaseOnce } from './purchase-event';

beforeEach(() => {
  window.dataLayer = [];
  window.sessionStorage.clear();
});

describe('GA4 purchase', () => {
  it('is pushed once per purchase id, after clearing the previous ecommerce object', () => {
    expect(pushPurchaseOnce(completedPurchase())).toBe(true);
    expect(pushPurchaseOnce(completedPurchase())).toBe(false);
    expect(window.dataLayer?.[0]).toEqual({ ecommerce: null });
    expect(window.dataLayer).toHaveLength(2);
    expect(pushPurchaseOnce(completedPurchase({ purchaseId: 'pur-2' }))).toBe(true);
    expect(window.dataLayer).toHaveLength(4);
  });

  it('still pushes once when session storage refuses', () => {
    const storage = window.sessionStorage;
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(pushPurchaseOnce(completedPurchase({ purchaseId: 'pur-9' }))).toBe(true);
      expect(pushPurchaseOnce(completedPurchase({ purchaseId: 'pur-9' }))).toBe(false);
    } finally {
      Object.defineProperty(window, 'sessionStorage', { configurable: true, value: storage });
    }
  });
});

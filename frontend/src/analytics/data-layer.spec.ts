import { beforeEach, describe, expect, it } from 'vitest';
import { deviceType, pushEcommerce } from './data-layer';

describe('dataLayer ecommerce events', () => {
  beforeEach(() => {
    delete window.dataLayer;
  });

  it('pushes the GA4 shape with the device type code', () => {
    pushEcommerce('view_item', [{ name: 'The Harriet', id: 101, price: 3500, brand: 'Flowers' }]);
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'view_item',
        device_type: deviceType(),
        ecommerce: {
          currency: 'GBP',
          value: 35,
          items: [
            {
              item_name: 'The Harriet',
              item_id: '101',
              price: 35,
              item_brand: 'Flowers',
              quantity: 1,
            },
          ],
        },
      },
    ]);
  });

  it('codes phones, tablets and desktops', () => {
    expect(deviceType(360)).toBe('m');
    expect(deviceType(767)).toBe('m');
    expect(deviceType(768)).toBe('t');
    expect(deviceType(1023)).toBe('t');
    expect(deviceType(1024)).toBe('d');
  });
});

import {
  emptyCheckoutState,
  type CheckoutOrder,
  type CheckoutOrderItem,
  type CheckoutState,
} from '@shop/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addPaymentInfoEvent,
  beginCheckoutEvent,
  checkoutPaymentType,
  purchaseEvent,
} from './checkout-events';
import { deviceType, pushGa4Event } from './data-layer';

function item(
  id: number,
  name: string,
  price: number,
  over: Partial<CheckoutOrderItem> & { attributes?: string[]; distributor?: string } = {},
): CheckoutOrderItem {
  const { attributes = [], distributor = 'Flowers', ...rest } = over;
  const made = {
    product: {
      id,
      sku: `SKU-${id}`,
      name,
      slug: name.toLowerCase().replace(/\s+/g, '-'),
      image: `/images/products/${id}.svg`,
      distributor,
      attributes,
      posyPoints: 3,
    },
    price,
    originalPrice: price,
    discountAmount: 0,
    card: false,
    addon: false,
    message: '',
    messageIsOverflowing: false,
    orderItemPersonalisationConfiguration: null,
    ...rest,
  };
  return { ...made, discountedPrice: made.price - made.discountAmount };
}

function order(id: string, items: CheckoutOrderItem[], deliveryPrice: number): CheckoutOrder {
  const subtotal = items.reduce((sum, i) => sum + i.price, 0);
  const isGiftCard = items[0].product.distributor === 'Gift Cards';
  return {
    id,
    orderItems: items,
    orderDelivery: {
      recipientName: 'Ada Lovelace',
      addressLine1: '1 Rose Lane',
      addressLine2: '',
      addressLine3: '',
      town: 'Bath',
      postcode: 'BA1 1AA',
      date: isGiftCard ? null : '2026-06-05',
      methodId: isGiftCard ? null : 'tracked',
      methodName: isGiftCard ? '' : 'Tracked Delivery',
      price: deliveryPrice,
      originalPrice: deliveryPrice,
    },
    subtotal,
    total: subtotal + deliveryPrice,
    originalPrice: subtotal + deliveryPrice,
    subscription: false,
    isAvailableProduct: true,
    isGiftCard,
    giftCardRecipient: null,
  };
}

/**
 * The Harriet with a premium card, chocolates and a pot (items stored card, extra, pot) by
 * tracked delivery, and a £20 gift card; `giftCardTotal` of it paid by an applied gift card.
 */
function checkout(giftCardTotal = 0): CheckoutState {
  const flowers = order(
    'o1',
    [
      item(101, 'The Harriet', 3500),
      item(7001, 'Premium A6 Card', 225, { card: true, attributes: ['A6'] }),
      item(9001, 'Chocolates', 600, { addon: true, distributor: 'Gifts' }),
      item(8002, 'Ceramic Pot', 500, { addon: true, attributes: ['Pots'], distributor: 'Plants' }),
    ],
    399,
  );
  const card = order('g1', [item(900, 'Posy Gift Card', 2000, { distributor: 'Gift Cards' })], 0);
  const total = flowers.total + card.total;
  return {
    ...emptyCheckoutState(),
    purchase: { orders: [flowers, card], giftCardTotal, total, totalToPay: total - giftCardTotal },
  };
}

/** Every product, pot and extra (never the card), in pounds, as the feed has them. */
const ITEMS = [
  { item_id: '101', item_name: 'The Harriet', item_brand: 'Flowers', price: 35, quantity: 1 },
  { item_id: '8002', item_name: 'Ceramic Pot', item_brand: 'Plants', price: 5, quantity: 1 },
  { item_id: '9001', item_name: 'Chocolates', item_brand: 'Gifts', price: 6, quantity: 1 },
  { item_id: '900', item_name: 'Posy Gift Card', item_brand: 'Gift Cards', price: 20, quantity: 1 },
];

describe('checkout dataLayer events', () => {
  beforeEach(() => {
    delete window.dataLayer;
  });

  it('builds begin_checkout with every item and the whole total in pounds', () => {
    expect(beginCheckoutEvent(checkout())).toEqual({
      event: 'begin_checkout',
      ecommerce: { currency: 'GBP', value: 72.24, items: ITEMS },
    });
  });

  it('builds add_payment_info with the payment type', () => {
    expect(addPaymentInfoEvent(checkout(2000), 'gift card + card')).toEqual({
      event: 'add_payment_info',
      ecommerce: { currency: 'GBP', value: 72.24, payment_type: 'gift card + card', items: ITEMS },
    });
  });

  it('builds purchase with the purchase id as transaction_id', () => {
    expect(purchaseEvent('purchase-7f3a', checkout(2000))).toEqual({
      event: 'purchase',
      ecommerce: { currency: 'GBP', value: 72.24, transaction_id: 'purchase-7f3a', items: ITEMS },
    });
  });

  it('names the payment type from what the gift card covers', () => {
    expect(checkoutPaymentType(checkout())).toBe('card');
    expect(checkoutPaymentType(checkout(2000))).toBe('gift card + card');
    expect(checkoutPaymentType(checkout(7224))).toBe('gift card');
  });

  it('names Posy Points first when they pay part or all of it', () => {
    const withPoints = (giftCardTotal: number, points: number, totalToPay: number) => {
      const state = checkout(giftCardTotal);
      return checkoutPaymentType({
        ...state,
        pointsRedeemed: points,
        purchase: { ...state.purchase, totalToPay },
      });
    };
    expect(withPoints(0, 7, 6524)).toBe('posy points + card');
    expect(withPoints(0, 72, 24)).toBe('posy points + card');
    expect(withPoints(24, 72, 0)).toBe('posy points + gift card');
    expect(withPoints(2000, 7, 4524)).toBe('posy points + gift card + card');
    expect(withPoints(0, 0, 0)).toBe('free');
  });

  it('pushes one with the device type after clearing the last ecommerce object', () => {
    pushGa4Event(purchaseEvent('purchase-7f3a', checkout()));
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'purchase',
        device_type: deviceType(),
        ecommerce: {
          currency: 'GBP',
          value: 72.24,
          transaction_id: 'purchase-7f3a',
          items: ITEMS,
        },
      },
    ]);
  });
});

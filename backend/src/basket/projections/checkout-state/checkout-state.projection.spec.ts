import type { BasketEvent, ProductSnapshot, RecordedEvent } from '@shop/contracts';
import { product } from '../../basket.test-kit';
import {
  checkoutStateProjection,
  currentCheckout,
  type CheckoutDocument,
} from './checkout-state.projection';

const snapshot = product;
const pot = snapshot({
  productId: 8002,
  sku: 'POT-2',
  name: 'Terracotta Pot',
  attributes: ['Pots'],
  price: 800,
  originalPrice: 800,
});
const chocolates = snapshot({
  productId: 9001,
  sku: 'ADD-CHOC',
  name: 'Chocolates',
  price: 600,
  originalPrice: 600,
});
const standard = {
  methodId: 'standard',
  methodName: 'Standard Delivery',
  date: '2026-06-05',
  price: 0,
  originalPrice: 0,
};

let position = 0;
function replay(...events: BasketEvent[]): CheckoutDocument {
  let doc: CheckoutDocument | null = null;
  for (const event of events) {
    position += 1;
    const recorded = {
      ...event,
      position,
      streamId: 'basket-s1',
      streamVersion: position,
      metadata: {} as RecordedEvent['metadata'],
    } as RecordedEvent;
    doc = checkoutStateProjection.evolve(doc, recorded);
  }
  return doc as CheckoutDocument;
}

const added = (
  orderId: string,
  product = snapshot(),
  extras: { pot?: ProductSnapshot; isGiftCard?: boolean } = {},
): BasketEvent => ({
  type: 'ProductAdded',
  data: {
    orderId,
    product,
    pot: extras.pot ?? null,
    delivery: extras.isGiftCard ? null : standard,
    isGiftCard: extras.isGiftCard ?? false,
  },
});
const a6 = (orderId: string): BasketEvent => ({
  type: 'CardChosen',
  data: {
    orderId,
    size: 'premium-a6',
    name: 'Premium A6 Card',
    price: 225,
    characterLimit: 400,
    lineLimit: 10,
  },
});

describe('checkout-state projection', () => {
  it('starts an order with the main product, its delivery and the spec defaults', () => {
    const { checkout } = replay(added('o1'));
    expect(checkout.customer).toEqual({
      name: '',
      email: '',
      phone: '',
      mailShot: true,
      businessCustomer: false,
    });
    const [order] = checkout.purchase.orders;
    expect(order.orderItems.map((i) => [i.product.name, i.card, i.addon])).toEqual([
      ['The Harriet', false, false],
    ]);
    expect(order.orderDelivery).toMatchObject({
      date: '2026-06-05',
      methodName: 'Standard Delivery',
      price: 0,
      recipientName: '',
    });
    expect([
      order.subtotal,
      order.total,
      checkout.purchase.total,
      checkout.purchase.totalToPay,
    ]).toEqual([3500, 3500, 3500, 3500]);
  });

  it('adds a chosen pot as an addon with the Pots attribute, priced in', () => {
    const [order] = replay(added('o1', snapshot(), { pot })).checkout.purchase.orders;
    expect(order.orderItems[1]).toMatchObject({
      addon: true,
      product: { attributes: ['Pots'] },
      price: 800,
    });
    expect(order.subtotal).toBe(4300);
  });

  it('moves the message onto the chosen card and judges overflow by its limits', () => {
    const long = 'x'.repeat(350);
    const before = replay(added('o1'), {
      type: 'MessageSet',
      data: { orderId: 'o1', message: long, personalisationConfiguration: null },
    });
    expect(before.checkout.purchase.orders[0].orderItems[0]).toMatchObject({
      message: long,
      messageIsOverflowing: true,
    });
    const after = replay(
      added('o2'),
      {
        type: 'MessageSet',
        data: { orderId: 'o2', message: long, personalisationConfiguration: null },
      },
      a6('o2'),
    );
    const [main, card] = after.checkout.purchase.orders[0].orderItems;
    expect(main.message).toBe('');
    expect(card).toMatchObject({
      card: true,
      price: 225,
      message: long,
      messageIsOverflowing: false,
      product: { attributes: ['A6'], name: 'Premium A6 Card' },
    });
    expect(after.checkout.purchase.orders[0].total).toBe(3725);
    expect(after.messageLimits.o2).toEqual({ characters: 400, lines: 10 });
  });

  it('uses the letterbox limits for letterbox flowers before a card is chosen', () => {
    const letterbox = snapshot({ distributor: 'Letterbox' });
    const doc = replay(added('o1', letterbox), {
      type: 'MessageSet',
      data: { orderId: 'o1', message: 'y'.repeat(250), personalisationConfiguration: null },
    });
    expect(doc.checkout.purchase.orders[0].orderItems[0].messageIsOverflowing).toBe(true);
  });

  it('keeps one card per order when the card changes', () => {
    const doc = replay(added('o1'), a6('o1'), {
      type: 'CardChosen',
      data: {
        orderId: 'o1',
        size: 'standard',
        name: 'Standard Card',
        price: 0,
        characterLimit: 300,
        lineLimit: 8,
      },
    });
    const items = doc.checkout.purchase.orders[0].orderItems;
    expect(items.filter((i) => i.card)).toHaveLength(1);
    expect(items[1].product.name).toBe('Standard Card');
    expect(doc.checkout.purchase.total).toBe(3500);
  });

  it('sets the recipient and changes the delivery', () => {
    const doc = replay(
      added('o1'),
      {
        type: 'RecipientSet',
        data: {
          orderId: 'o1',
          recipientName: 'Ada',
          addressLine1: '1 Rose Lane',
          addressLine2: '',
          addressLine3: '',
          town: 'Bath',
          postcode: 'BA1 1AA',
        },
      },
      {
        type: 'DeliveryChanged',
        data: {
          orderId: 'o1',
          delivery: {
            methodId: 'tracked',
            methodName: 'Tracked Delivery',
            date: '2026-06-06',
            price: 399,
            originalPrice: 399,
          },
        },
      },
    );
    const [order] = doc.checkout.purchase.orders;
    expect(order.orderDelivery).toMatchObject({
      recipientName: 'Ada',
      town: 'Bath',
      postcode: 'BA1 1AA',
      methodId: 'tracked',
      date: '2026-06-06',
      price: 399,
    });
    expect(order.total).toBe(3899);
  });

  it('adds and removes addons, keeping the pot last, and swaps or drops the pot', () => {
    let doc = replay(added('o1', snapshot(), { pot }), {
      type: 'AddonAdded',
      data: { orderId: 'o1', addon: chocolates },
    });
    expect(doc.checkout.purchase.orders[0].orderItems.map((i) => i.product.sku)).toEqual([
      'FLW-101',
      'ADD-CHOC',
      'POT-2',
    ]);
    doc = replay(
      added('o2', snapshot(), { pot }),
      { type: 'AddonAdded', data: { orderId: 'o2', addon: chocolates } },
      { type: 'AddonRemoved', data: { orderId: 'o2', productId: 9001 } },
      { type: 'PotChanged', data: { orderId: 'o2', pot: null } },
    );
    expect(doc.checkout.purchase.orders[0].orderItems.map((i) => i.product.sku)).toEqual([
      'FLW-101',
    ]);
    expect(doc.checkout.purchase.orders[0].total).toBe(3500);
  });

  it('removes an order and its totals; sums several orders', () => {
    const two = replay(
      added('o1'),
      added('o2', snapshot({ price: 2050, originalPrice: 2050 })),
      a6('o1'),
    );
    expect(two.checkout.purchase.total).toBe(3500 + 225 + 2050);
    const one = replay(added('o1'), added('o2'), a6('o1'), {
      type: 'OrderRemoved',
      data: { orderId: 'o1' },
    });
    expect(one.checkout.purchase.orders.map((o) => o.id)).toEqual(['o2']);
    expect(one.messageLimits).toEqual({});
    expect(one.checkout.purchase.totalToPay).toBe(3500);
  });

  it('records gift cards and subscriptions as such', () => {
    const doc = replay(
      added(
        'g1',
        snapshot({ sku: 'GIFTCARD', price: 3000, originalPrice: 3000, distributor: 'Gift Cards' }),
        { isGiftCard: true },
      ),
      added('s1', snapshot({ isSubscription: true })),
    );
    const [gift, sub] = doc.checkout.purchase.orders;
    expect(gift).toMatchObject({
      isGiftCard: true,
      total: 3000,
      orderDelivery: { date: null, methodName: '' },
    });
    expect(sub.subscription).toBe(true);
  });

  it('takes the customer details', () => {
    const doc = replay({
      type: 'CustomerDetailsGiven',
      data: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '', mailShot: false },
    });
    expect(doc.checkout.customer).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '',
      mailShot: false,
      businessCustomer: false,
    });
  });

  describe('a discount code', () => {
    const rule = {
      percentOff: 10,
      amountOff: null,
      scope: 'products' as const,
      minimumSpend: 2000,
      requirementMessage: 'Spend £20 or more to use WELCOME10.',
    };
    const applied = (
      lines: {
        orderId: string;
        item: 'product' | 'pot' | 'addon';
        productId: number;
        pence: number;
      }[],
    ): BasketEvent => ({
      type: 'DiscountApplied',
      data: {
        code: 'WELCOME10',
        isCodeVisible: true,
        rule,
        effect: {
          qualifies: lines.length > 0,
          lines,
          total: lines.reduce((a, l) => a + l.pence, 0),
        },
        affiliateId: null,
      },
    });

    it('takes its pence off the items it names, and the totals follow; delivery and cards stay whole', () => {
      const tracked = {
        ...standard,
        methodId: 'tracked',
        methodName: 'Tracked Delivery',
        price: 399,
        originalPrice: 399,
      };
      const doc = replay(
        added('o1', snapshot(), { pot }),
        { type: 'AddonAdded', data: { orderId: 'o1', addon: chocolates } },
        a6('o1'),
        { type: 'DeliveryChanged', data: { orderId: 'o1', delivery: tracked } },
        applied([
          { orderId: 'o1', item: 'product', productId: 101, pence: 350 },
          { orderId: 'o1', item: 'pot', productId: 8002, pence: 80 },
          { orderId: 'o1', item: 'addon', productId: 9001, pence: 60 },
        ]),
      );
      const { checkout } = doc;
      expect(checkout.discountCode).toBe('WELCOME10');
      const [order] = checkout.purchase.orders;
      expect(
        order.orderItems.map((i) => [i.product.name, i.price, i.discountAmount, i.discountedPrice]),
      ).toEqual([
        ['The Harriet', 3500, 350, 3150],
        ['Premium A6 Card', 225, 0, 225],
        ['Chocolates', 600, 60, 540],
        ['Terracotta Pot', 800, 80, 720],
      ]);
      // 3500 + 225 + 600 + 800 = 5125 before, 490 off, delivery 399 on top.
      expect([order.subtotal, order.total, order.originalPrice]).toEqual([4635, 5034, 5524]);
      expect([checkout.purchase.total, checkout.purchase.totalToPay]).toEqual([5034, 5034]);
    });

    it('follows a reassessment and a removal, back to whole prices', () => {
      const reassessed: BasketEvent = {
        type: 'DiscountReassessed',
        data: { code: 'WELCOME10', effect: { qualifies: false, lines: [], total: 0 } },
      };
      const start = [
        added('o1'),
        applied([{ orderId: 'o1', item: 'product', productId: 101, pence: 350 }]),
      ];
      const after = replay(...start, reassessed).checkout;
      expect(after.discountCode).toBe('WELCOME10');
      expect(after.purchase.orders[0].orderItems[0]).toMatchObject({
        discountAmount: 0,
        discountedPrice: 3500,
      });
      expect(after.purchase.total).toBe(3500);

      const removed = replay(...start, {
        type: 'DiscountRemoved',
        data: { code: 'WELCOME10' },
      }).checkout;
      expect(removed.discountCode).toBeNull();
      expect(removed.purchase.orders[0]).toMatchObject({
        subtotal: 3500,
        total: 3500,
        originalPrice: 3500,
      });
    });

    it('answers a state stored before discount codes with the new fields filled', () => {
      const { checkout } = replay(added('o1'));
      const old = JSON.parse(JSON.stringify(checkout));
      delete old.purchase.orders[0].originalPrice;
      delete old.purchase.orders[0].orderItems[0].discountAmount;
      delete old.purchase.orders[0].orderItems[0].discountedPrice;
      expect(currentCheckout(old)).toEqual(checkout);
    });
  });
});

import {
  emptyCheckoutState,
  personalisationAreas,
  type CheckoutOrder,
  type CheckoutOrderItem,
  type CheckoutState,
} from '@shop/contracts';
import {
  cleanMessageText,
  isCheckoutReady,
  isOrderComplete,
  ORDER_ERRORS,
  validateOrder,
} from './order-validation';

// Thursday 4 June 2026, 11:00 BST: flowers can go tomorrow (Friday 5 June), not today.
const NOW = new Date('2026-06-04T10:00:00Z');

const MISSING_CARD =
  'Your order is missing a card. Every order is sent with a free or premium card. Click here to edit your order.';
const EMPTY_MESSAGE = 'Your card message is empty.';
const MISSING_IMAGES = 'Your card is missing some images.';
const MISSING_TEXT = 'Your card is missing some personalised text.';
const TOO_LONG =
  'Your message is a bit too long - please shorten it. Click here to edit your order.';
const INVALID_RECIPIENT = 'Please enter a valid recipient. Click here to edit your order.';
const SAME_ADDRESS =
  'You already have an order going to this address - please choose a different recipient. Click here to edit your order.';
const AMEND_DATE =
  'Sorry, this delivery date is no longer available - please amend your delivery date';
const METHOD_NOT_FOR_POSTCODE =
  'This delivery method is not available for this postcode. If possible, please choose a different delivery method. If no other delivery is showing available, it’s likely we’re unable to send this particular gift to your chosen postcode.';

function item(overrides: Partial<CheckoutOrderItem> = {}): CheckoutOrderItem {
  return {
    product: {
      id: 101,
      sku: 'FL-101',
      name: 'Summer Meadow',
      slug: 'summer-meadow',
      image: '',
      distributor: 'Flowers',
      attributes: [],
      posyPoints: 3,
    },
    price: 3000,
    originalPrice: 3000,
    discountAmount: 0,
    discountedPrice: 3000,
    card: false,
    addon: false,
    message: '',
    messageIsOverflowing: false,
    orderItemPersonalisationConfiguration: null,
    ...overrides,
  };
}

const card = (overrides: Partial<CheckoutOrderItem> = {}) =>
  item({
    card: true,
    price: 0,
    message: 'Happy birthday, love Sam',
    product: { ...item().product, id: 0, sku: 'CARD-STANDARD', name: 'Standard Card' },
    ...overrides,
  });

/**
 * A greetings card as the order's main product (docs/business-rules.md "Delivery methods": cards
 * alone go by letterbox).
 */
const greetingsCard = (overrides: Partial<CheckoutOrderItem> = {}) =>
  item({
    price: 350,
    product: {
      ...item().product,
      id: 501,
      sku: 'CRD-501',
      name: 'Happy Birthday Balloons',
      distributor: 'Cards',
    },
    ...overrides,
  });

/** An order the checkout would accept: card with a message, recipient, a date still offered. */
function order(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  return {
    id: 'order-1',
    orderItems: [item(), card()],
    orderDelivery: {
      recipientName: 'Alex Smith',
      addressLine1: '1 High Street',
      addressLine2: '',
      addressLine3: '',
      town: 'London',
      postcode: 'SW1A 1AA',
      date: '2026-06-05',
      methodId: 'standard',
      methodName: 'Standard Delivery',
      price: 0,
      originalPrice: 0,
    },
    subtotal: 3000,
    total: 3000,
    originalPrice: 3000,
    subscription: false,
    isAvailableProduct: true,
    isGiftCard: false,
    giftCardRecipient: null,
    ...overrides,
  };
}

const withDelivery = (delivery: Partial<CheckoutOrder['orderDelivery']>) =>
  order({ orderDelivery: { ...order().orderDelivery, ...delivery } });
const withCard = (overrides: Partial<CheckoutOrderItem>) =>
  order({ orderItems: [item(), card(overrides)] });
const areas = (...list: { type: string; value: string; placeholder: string }[]) =>
  JSON.stringify({ areas: list });

function basket(...orders: CheckoutOrder[]): CheckoutState {
  const state = emptyCheckoutState();
  return {
    ...state,
    purchase: { ...state.purchase, orders },
    customer: { ...state.customer, name: 'Jo Bloggs', email: 'jo@example.com' },
  };
}

const messagesOf = (state: CheckoutState, orderIndex = 1, now = NOW) =>
  validateOrder(state, orderIndex, now).map((e) => e.message);

describe('validateOrder', () => {
  it.each<[string, CheckoutOrder, string[]]>([
    ['a complete order', order(), []],
    [
      'no card (message on the main item)',
      order({ orderItems: [item({ message: 'Hi' })] }),
      [MISSING_CARD],
    ],
    [
      'a recipient recorded with a postcode that is not a UK one',
      withDelivery({ postcode: 'HELLO' }),
      [INVALID_RECIPIENT],
    ],
    ['no card and no message', order({ orderItems: [item()] }), [MISSING_CARD, EMPTY_MESSAGE]],
    [
      'a greetings card bought on its own (it is the card), with its message',
      order({ orderItems: [greetingsCard({ message: 'Happy birthday, love Sam' })] }),
      [],
    ],
    [
      'a greetings card bought on its own without a message',
      order({ orderItems: [greetingsCard()] }),
      [EMPTY_MESSAGE],
    ],
    ['an empty message', withCard({ message: '' }), [EMPTY_MESSAGE]],
    ['a message of spaces and line breaks', withCard({ message: '  \n\t \r\n ' }), [EMPTY_MESSAGE]],
    [
      'a message of control and zero-width characters',
      withCard({ message: '\u0000\u200b\u0007\ufeff' }),
      [EMPTY_MESSAGE],
    ],
    [
      'an overflowing message',
      withCard({ message: 'x'.repeat(400), messageIsOverflowing: true }),
      [TOO_LONG],
    ],
    [
      'an image area still on its placeholder',
      withCard({
        orderItemPersonalisationConfiguration: areas({
          type: 'image',
          value: '/ph.png',
          placeholder: '/ph.png',
        }),
      }),
      [MISSING_IMAGES],
    ],
    [
      'a text area still on its placeholder',
      withCard({
        orderItemPersonalisationConfiguration: areas({
          type: 'text',
          value: 'Your name',
          placeholder: 'Your name',
        }),
      }),
      [MISSING_TEXT],
    ],
    [
      'a text area emptied',
      withCard({
        orderItemPersonalisationConfiguration: areas({
          type: 'text',
          value: ' ',
          placeholder: 'Your name',
        }),
      }),
      [MISSING_TEXT],
    ],
    [
      'both kinds unfilled, on the main item of a personalised product',
      order({
        orderItems: [
          item({
            orderItemPersonalisationConfiguration: areas(
              { type: 'text', value: 'Name', placeholder: 'Name' },
              { type: 'image', value: 'a.png', placeholder: 'a.png' },
            ),
          }),
          card(),
        ],
      }),
      [MISSING_IMAGES, MISSING_TEXT],
    ],
    [
      'areas all filled in',
      withCard({
        orderItemPersonalisationConfiguration: areas(
          { type: 'text', value: 'Grandma', placeholder: 'Name' },
          { type: 'image', value: '/uploads/me.jpg', placeholder: '/ph.png' },
        ),
      }),
      [],
    ],
    [
      'an unreadable personalisation',
      withCard({ orderItemPersonalisationConfiguration: '{not json' }),
      [],
    ],
    ['no recipient name', withDelivery({ recipientName: '  ' }), [INVALID_RECIPIENT]],
    [
      'no address line',
      withDelivery({ addressLine1: ' ', addressLine2: '', addressLine3: '' }),
      [INVALID_RECIPIENT],
    ],
    ['only address line 3', withDelivery({ addressLine1: '', addressLine3: 'Flat 2' }), []],
    ['a 4-character postcode', withDelivery({ postcode: 'N1 9' }), [INVALID_RECIPIENT]],
    ['a 5-character postcode', withDelivery({ postcode: 'N19GU' }), []],
    ['no delivery date', withDelivery({ date: null }), [AMEND_DATE]],
    ['a date past its cut-off (today)', withDelivery({ date: '2026-06-04' }), [AMEND_DATE]],
    ['a malformed date', withDelivery({ date: '5th June' }), [AMEND_DATE]],
    ['a bank holiday', withDelivery({ date: '2026-08-31' }), [AMEND_DATE]],
    [
      'a distributor with no delivery',
      order({
        orderItems: [item({ product: { ...item().product, distributor: 'Gift Cards' } }), card()],
      }),
      [AMEND_DATE],
    ],
    [
      'Sunday delivery to the Outer Hebrides',
      withDelivery({ date: '2026-06-07', methodId: 'sunday', postcode: 'HS1 2AA' }),
      [METHOD_NOT_FOR_POSTCODE],
    ],
    [
      'before 1pm to Northern Ireland',
      withDelivery({ methodId: 'before-1pm', postcode: 'bt1 1aa' }),
      [METHOD_NOT_FOR_POSTCODE],
    ],
    [
      'before 1pm to Jersey',
      withDelivery({ methodId: 'before-1pm', postcode: 'JE2 3AB' }),
      [METHOD_NOT_FOR_POSTCODE],
    ],
    [
      'before 1pm to a malformed postcode',
      withDelivery({ methodId: 'before-1pm', postcode: 'ABCDEFG' }),
      // Not a UK postcode: the recipient is invalid too (the decider no longer records one).
      [INVALID_RECIPIENT, METHOD_NOT_FOR_POSTCODE],
    ],
    ['before 1pm to London', withDelivery({ methodId: 'before-1pm', postcode: 'SW1A 1AA' }), []],
    [
      'standard delivery to the Outer Hebrides (no check needed)',
      withDelivery({ postcode: 'HS1 2AA' }),
      [],
    ],
    [
      'everything wrong at once',
      order({
        orderItems: [item({ message: 'x'.repeat(400), messageIsOverflowing: true })],
        orderDelivery: { ...order().orderDelivery, recipientName: '', date: null },
      }),
      [MISSING_CARD, TOO_LONG, INVALID_RECIPIENT, AMEND_DATE],
    ],
  ])('%s', (_name, subject, expected) => {
    expect(messagesOf(basket(subject))).toEqual(expected);
  });

  it('links each error to the section that fixes it', () => {
    const everything = order({
      orderItems: [
        item({
          messageIsOverflowing: true,
          orderItemPersonalisationConfiguration: areas(
            { type: 'image', value: 'p', placeholder: 'p' },
            { type: 'text', value: 't', placeholder: 't' },
          ),
        }),
      ],
      orderDelivery: {
        ...order().orderDelivery,
        recipientName: '',
        date: '2026-06-07',
        methodId: 'sunday',
        postcode: 'ZE1 0AA',
      },
    });
    const twin = { ...everything, id: 'order-2' };
    expect(validateOrder(basket(everything, twin), 1, new Date('2026-06-08T09:00:00Z'))).toEqual([
      { message: MISSING_CARD, editing: 'card' },
      { message: EMPTY_MESSAGE, editing: 'message' },
      { message: MISSING_IMAGES, editing: 'message' },
      { message: MISSING_TEXT, editing: 'message' },
      { message: TOO_LONG, editing: 'card' },
      { message: INVALID_RECIPIENT, editing: 'recipient' },
      { message: SAME_ADDRESS, editing: 'recipient' },
      { message: AMEND_DATE, editing: 'delivery' },
      { message: METHOD_NOT_FOR_POSTCODE, editing: 'delivery' },
    ]);
  });

  it('reports a date that passes its cut-off while the basket waits', () => {
    const state = basket(order());
    expect(messagesOf(state, 1, new Date('2026-06-04T15:59:00Z'))).toEqual([]);
    // 17:00 BST on the Thursday: Friday's flowers can no longer be sent.
    expect(messagesOf(state, 1, new Date('2026-06-04T16:00:00Z'))).toEqual([AMEND_DATE]);
  });

  describe('shared addresses', () => {
    const address = order().orderDelivery;
    it.each<[string, Partial<CheckoutOrder['orderDelivery']>, boolean]>([
      ['the same address', {}, true],
      [
        'the same address in other case and spacing',
        { addressLine1: '1 HIGH  STREET ', postcode: 'sw1a1aa', town: 'london' },
        true,
      ],
      ['the same address for another recipient', { recipientName: 'Sam Smith' }, true],
      ['another house', { addressLine1: '2 High Street' }, false],
      ['another town', { town: 'Leeds' }, false],
      ['another postcode', { postcode: 'SW1A 2AA' }, false],
      ['line 2 filled in', { addressLine2: 'Flat 1' }, false],
    ])('%s → %s', (_name, change, shared) => {
      const first = order();
      const second = order({ id: 'order-2', orderDelivery: { ...address, ...change } });
      const expected = shared ? [SAME_ADDRESS] : [];
      expect(messagesOf(basket(first, second), 1)).toEqual(expected);
      expect(messagesOf(basket(first, second), 2)).toEqual(expected);
    });

    it('does not compare orders that have no address yet', () => {
      const blank = { ...address, addressLine1: '', town: '', postcode: '' };
      const a = order({ orderDelivery: blank });
      const b = order({ id: 'order-2', orderDelivery: blank });
      expect(messagesOf(basket(a, b), 1)).toEqual([INVALID_RECIPIENT]);
    });

    it('ignores gift cards, which have no address', () => {
      const gift = order({ id: 'gift', isGiftCard: true });
      expect(messagesOf(basket(order(), gift), 1)).toEqual([]);
    });
  });

  it('skips every check for a gift card', () => {
    const gift = order({
      isGiftCard: true,
      orderItems: [
        item({ product: { ...item().product, sku: 'GIFTCARD', distributor: 'Gift Cards' } }),
      ],
      orderDelivery: {
        ...order().orderDelivery,
        recipientName: '',
        addressLine1: '',
        postcode: '',
        date: null,
        methodId: null,
      },
    });
    expect(validateOrder(basket(gift), 1, NOW)).toEqual([]);
  });

  it('finds the order by its 1-based index', () => {
    const bad = withDelivery({ recipientName: '', addressLine1: '2 High Street' });
    const state = basket(order(), bad);
    expect(messagesOf(state, 1)).toEqual([]);
    expect(messagesOf(state, 2)).toEqual([INVALID_RECIPIENT]);
  });

  it.each([0, 3, 1.5, -1, Number.NaN])('refuses order index %s of a 2-order basket', (index) => {
    expect(() => validateOrder(basket(order(), order({ id: 'b' })), index, NOW)).toThrow(
      RangeError,
    );
  });

  it('answers copies, so callers cannot change the messages', () => {
    const [error] = validateOrder(basket(order({ orderItems: [item({ message: 'Hi' })] })), 1, NOW);
    error.message = 'changed';
    expect(ORDER_ERRORS.missingCard.message).toBe(MISSING_CARD);
  });
});

describe('cleanMessageText', () => {
  it.each([
    ['  Happy\n\n birthday\t! ', 'Happy birthday !'],
    ['\u0000\u0007', ''],
    ['a\u200bb', 'ab'],
    ['\r\n', ''],
  ])('%j → %j', (input, expected) => {
    expect(cleanMessageText(input)).toBe(expected);
  });
});

describe('personalisationAreas', () => {
  it.each<[string | null, number]>([
    [null, 0],
    ['', 0],
    ['not json', 0],
    ['null', 0],
    ['{"areas":"none"}', 0],
    [areas({ type: 'video', value: 'a', placeholder: 'b' }), 0],
    [
      areas(
        { type: 'text', value: 'a', placeholder: 'b' },
        { type: 'image', value: 'c', placeholder: 'd' },
      ),
      2,
    ],
  ])('%j has %i areas', (configuration, count) => {
    expect(personalisationAreas(configuration)).toHaveLength(count);
  });
});

describe('isOrderComplete (spec 000 §4)', () => {
  it.each<[string, CheckoutOrder, boolean]>([
    ['a complete order', order(), true],
    ['no address line', withDelivery({ addressLine1: '' }), false],
    ['a short postcode', withDelivery({ postcode: 'SW1' }), false],
    ['no card', order({ orderItems: [item({ message: 'Hi' })] }), false],
    [
      'a greetings card on its own',
      order({ orderItems: [greetingsCard({ message: 'Hi' })] }),
      true,
    ],
    ['an overflowing message', withCard({ messageIsOverflowing: true }), false],
    // "Order readiness" (docs/rules-checkout.md) lists only address, postcode, card and overflow;
    // the rest is validation's business.
    ['an empty message', withCard({ message: '' }), true],
    [
      'a gift card with nothing',
      order({
        isGiftCard: true,
        orderItems: [item()],
        orderDelivery: { ...order().orderDelivery, addressLine1: '', postcode: '' },
      }),
      true,
    ],
  ])('%s → %s', (_name, subject, complete) => {
    expect(isOrderComplete(subject)).toBe(complete);
  });
});

describe('isCheckoutReady (spec 000 §4)', () => {
  const ready = basket(order());
  it.each<[string, boolean, CheckoutState]>([
    ['one complete order and a named customer with an email', true, ready],
    ['no orders', false, basket()],
    ['no customer email', false, { ...ready, customer: { ...ready.customer, email: ' ' } }],
    ['no customer name', false, { ...ready, customer: { ...ready.customer, name: '' } }],
    [
      'one incomplete order of two',
      false,
      basket(order(), withDelivery({ addressLine1: '', town: 'Leeds' })),
    ],
    ['an order validation would refuse', false, basket(withCard({ message: '' }))],
    ['two orders to the same address', false, basket(order(), order({ id: 'order-2' }))],
    [
      'an order plus a gift card',
      true,
      basket(order(), order({ id: 'g', isGiftCard: true, orderItems: [item()] })),
    ],
  ])('%s → %s', (_name, expected, state) => {
    expect(isCheckoutReady(state, NOW)).toBe(expected);
  });

  it('stops being ready when the delivery date passes its cut-off', () => {
    expect(isCheckoutReady(ready, new Date('2026-06-04T16:00:00Z'))).toBe(false);
  });
});

import {
  emptyCheckoutState,
  type CheckoutOrder,
  type CheckoutOrderItem,
  type CheckoutState,
} from '@shop/contracts';

export function item(
  overrides: Partial<CheckoutOrderItem> & { name: string; attributes?: string[] },
) {
  const { name, attributes = [], ...rest } = overrides;
  const made = {
    product: {
      id: name.length,
      sku: name.toUpperCase(),
      name,
      slug: name.toLowerCase().replace(/\s+/g, '-'),
      image: '/images/x.jpg',
      distributor: 'Florist',
      attributes,
      posyPoints: 3,
    },
    price: 3500,
    originalPrice: 3500,
    discountAmount: 0,
    card: false,
    addon: false,
    message: '',
    messageIsOverflowing: false,
    orderItemPersonalisationConfiguration: null,
    ...rest,
  };
  return {
    ...made,
    discountedPrice: rest.discountedPrice ?? made.price - made.discountAmount,
  } satisfies CheckoutOrderItem;
}

export function order(id: string, overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  return {
    id,
    orderItems: [
      item({ name: 'The Harriet' }),
      item({
        name: 'Premium Card',
        attributes: ['A6'],
        card: true,
        price: 225,
        message: 'Happy birthday to my favourite sister in the world',
      }),
      item({ name: 'Chocolates', addon: true, price: 500 }),
      item({ name: 'Ceramic Pot', attributes: ['Pots'], addon: true, price: 800 }),
    ],
    orderDelivery: {
      recipientName: 'Ada Lovelace',
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
    subtotal: 5025,
    total: 5025,
    originalPrice: 5025,
    subscription: false,
    isAvailableProduct: true,
    isGiftCard: false,
    giftCardRecipient: null,
    ...overrides,
  };
}

export function basket(orders: CheckoutOrder[], customer: Partial<CheckoutState['customer']> = {}) {
  const state = emptyCheckoutState();
  return {
    ...state,
    purchase: { ...state.purchase, orders, total: orders.reduce((sum, o) => sum + o.total, 0) },
    customer: { ...state.customer, ...customer },
  } satisfies CheckoutState;
}

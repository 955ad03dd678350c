import type { AccountOrderDetails, AccountOrderSummary, TrackingStep } from '@shop/contracts';
import { envelope } from '../../test/render-app';

/** A signed-in customer's session answer. */
export const signedIn = () =>
  envelope({ data: { customerId: 'customer-1', email: 'ann@example.com' }, isSignedIn: true });

/** A failed answer in the envelope, as the API sends it. */
export const failed = (status: number, error: string) =>
  new Response(JSON.stringify({ data: null, error, isSignedIn: true }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const FLOWERS: AccountOrderSummary = {
  orderNumber: 'P1234567',
  trackingNumber: 'TRK12345678',
  postcode: 'SW1A 1AA',
  placedAt: '2026-06-03T23:30:00.000Z',
  productName: 'The Harriet',
  image: '/images/products/101.png',
  isGiftCard: false,
  recipientName: 'Ada Lovelace',
  deliveryDate: '2026-06-05',
  sendDate: null,
  total: 4599,
  status: 'with-florist',
  trackingPath: '/tracking/SW1A%201AA/TRK12345678',
};

export const GIFT_CARD: AccountOrderSummary = {
  orderNumber: 'P7654321',
  trackingNumber: 'TRK87654321',
  postcode: '',
  placedAt: '2026-05-01T09:00:00.000Z',
  productName: 'Posy Gift Card',
  image: '/images/products/gift.png',
  isGiftCard: true,
  recipientName: 'Grace Hopper',
  deliveryDate: null,
  sendDate: '2026-05-02',
  total: 2500,
  status: 'placed',
  trackingPath: null,
};

const timeline: TrackingStep[] = [
  { status: 'placed', label: 'Order placed', reached: true, at: '2026-06-03T23:30:00.000Z' },
  {
    status: 'with-florist',
    label: 'With the florist',
    reached: true,
    at: '2026-06-04T08:00:00.000Z',
  },
  { status: 'out-for-delivery', label: 'Out for delivery', reached: false, at: null },
  { status: 'delivered', label: 'Delivered', reached: false, at: null },
];

export const FLOWERS_IN_FULL: AccountOrderDetails = {
  ...FLOWERS,
  items: [
    {
      name: 'The Harriet',
      image: '/images/products/101.png',
      price: 3150,
      priceBeforeDiscount: 3500,
      kind: 'product',
    },
    {
      name: 'Standard card',
      image: '/images/cards/a6.png',
      price: 0,
      priceBeforeDiscount: null,
      kind: 'card',
    },
    {
      name: 'Chocolates',
      image: '/images/addons/choc.png',
      price: 750,
      priceBeforeDiscount: null,
      kind: 'addon',
    },
  ],
  cardMessage: 'Happy birthday,\nlove from us',
  address: {
    recipientName: 'Ada Lovelace',
    addressLine1: '1 High Street',
    addressLine2: '',
    addressLine3: '',
    town: 'London',
    postcode: 'SW1A 1AA',
  },
  delivery: { methodName: 'Standard Delivery', date: '2026-06-05', price: 699 },
  giftCardRecipient: null,
  prices: { subtotal: 3900, delivery: 699, discount: 350, total: 4599 },
  discountCode: 'WELCOME10',
  payment: {
    orderNumbers: ['P1234567', 'P7654321'],
    purchaseTotal: 7099,
    paidByGiftCard: 1000,
    paidByPoints: 0,
    paidByCard: 6099,
  },
  timeline,
};

import type { CompletedOrder, OrderCompleteResponse } from '@shop/contracts';

export function completedOrder(overrides: Partial<CompletedOrder> = {}): CompletedOrder {
  return {
    orderNumber: 'P1234567',
    trackingNumber: 'TRK12345678',
    productName: 'The Harriet',
    image: '/images/x.jpg',
    isGiftCard: false,
    recipientName: 'Ada Lovelace',
    postcode: 'SW1A 1AA',
    deliveryDate: '2026-06-05',
    methodName: 'Standard Delivery',
    recipientEmail: null,
    sendDate: null,
    total: 5025,
    status: 'placed',
    ...overrides,
  };
}

/** A purchase of a bouquet and a gift card, part paid by a gift card. */
export function completedPurchase(
  overrides: Partial<OrderCompleteResponse> = {},
): OrderCompleteResponse {
  return {
    purchaseId: 'pur-1',
    placedAt: '2026-06-01T10:00:00.000Z',
    customerName: 'Grace Hopper',
    customerEmail: 'grace@example.com',
    orders: [
      completedOrder(),
      completedOrder({
        orderNumber: 'P7654321',
        trackingNumber: 'TRK87654321',
        productName: 'Gift Card',
        isGiftCard: true,
        recipientName: 'Alan Turing',
        postcode: '',
        deliveryDate: null,
        methodName: '',
        recipientEmail: 'alan@example.com',
        sendDate: '2026-06-10',
        total: 3000,
      }),
    ],
    total: 8025,
    giftCardTotal: 2000,
    pointsTotal: 0,
    totalToPay: 6025,
    questionnaireAnswered: false,
    ...overrides,
  };
}

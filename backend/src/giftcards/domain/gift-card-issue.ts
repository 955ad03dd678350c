import {
  londonIsoDate,
  type CheckoutOrder,
  type OrderPlaced,
  type RecordedEvent,
} from '@shop/contracts';
import type { GiftCardCommandOf } from './gift-card.commands';
import { giftCardExpiresOn } from './gift-card-expiry';

/** A paid gift-card order issues a card; one that cost nothing has nothing to put on one. */
export const issuesACard = (order: CheckoutOrder): boolean => order.isGiftCard && order.total > 0;

/**
 * The card a paid gift-card order issues. It holds the price paid and goes to the recipient the
 * buyer gave, else to the buyer, on the day chosen, else on the day of the order.
 */
export function issueFor(
  placed: RecordedEvent<OrderPlaced>,
  code: string,
): GiftCardCommandOf<'Issue'> {
  const { order, customer, orderNumber, purchaseId } = placed.data;
  const issuedOn = londonIsoDate(new Date(placed.metadata.occurredAt));
  const recipient = order.giftCardRecipient;
  return {
    type: 'Issue',
    data: {
      code,
      orderNumber,
      purchaseId,
      amount: order.total,
      issuedOn,
      expiresOn: giftCardExpiresOn(issuedOn),
      recipientName: recipient?.recipientName ?? customer.name,
      recipientEmail: recipient?.recipientEmail ?? customer.email,
      buyerName: customer.name,
      buyerEmail: customer.email,
      message: recipient?.message ?? '',
      sendDate: recipient?.sendDate ?? issuedOn,
    },
  };
}

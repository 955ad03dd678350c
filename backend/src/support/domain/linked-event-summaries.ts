import {
  formatOrdinalDate,
  formatPence,
  londonDay,
  ORDER_STATUS_LABELS,
  plainOrdinalDateWithYear,
  type GiftCardEvent,
  type IsoDate,
  type OrderEvent,
  type OrderPlaced,
  type PointsEvent,
  type SupportHistoryStreamKind,
} from '@shop/contracts';
import { giftCardHint } from './gift-card-hint';

/**
 * An event of a stream a basket's purchase wrote to: one of its orders, a gift card ledger, or
 * the paying customer's Posy Points ledger.
 */
export type LinkedEvent = OrderEvent | GiftCardEvent | PointsEvent;

/** `Fri 5th June`. */
const dayWords = (date: IsoDate): string =>
  `${londonDay(date).setLocale('en-GB').toFormat('ccc')} ${formatOrdinalDate(date)}`;

/** `4th June 2028`. */

const sentOn = (sendDate: IsoDate | null): string =>
  sendDate ? `sent on ${dayWords(sendDate)}` : 'sent on the day of purchase';

/** What a placed order is and where it goes, as its order snapshot says. */
function placedWords({ order }: OrderPlaced['data']): string {
  const name = order.orderItems[0]?.product.name ?? 'an order';
  if (order.isGiftCard) {
    const to = order.giftCardRecipient;
    const who = to ? `${to.recipientName} <${to.recipientEmail}>` : 'the buyer';
    return `${name} of ${formatPence(order.total)} for ${who}, ${sentOn(to?.sendDate ?? null)}`;
  }
  const { recipientName, postcode, date } = order.orderDelivery;
  const where = [recipientName, postcode].filter(Boolean).join(', ') || 'nobody';
  return `${name} to ${where}${date ? `, ${dayWords(date)}` : ''} (${formatPence(order.total)})`;
}

/** The stream an entry was recorded on, in plain words. */
export function streamOf(streamId: string): { kind: SupportHistoryStreamKind; label: string } {
  if (streamId.startsWith('order-')) {
    return { kind: 'order', label: `Order ${streamId.slice('order-'.length)}` };
  }
  if (streamId.startsWith('giftcard-')) {
    return { kind: 'gift-card', label: `Gift card ${giftCardHint(streamId.slice(9))}` };
  }
  if (streamId.startsWith('points-')) return { kind: 'points', label: 'Posy Points' };
  return { kind: 'basket', label: 'Basket' };
}

/** `1 Posy Point`, `4 Posy Points`. */
const posyPoints = (points: number): string => `${points} Posy Point${points === 1 ? '' : 's'}`;

/** A Posy Points ledger entry in plain words (the stream label already says whose ledger). */
function pointsWords(event: PointsEvent): string {
  switch (event.type) {
    case 'PointsEarned':
      return `Earned ${posyPoints(event.data.points)} on order ${event.data.orderNumber}`;
    case 'PointsSpent':
      return `Spent ${posyPoints(event.data.points)}`;
    case 'PointsReturned':
      return `Given back ${posyPoints(event.data.points)} (payment did not go through)`;
    case 'PointsReversed':
      return `Took back ${posyPoints(event.data.points)} earned on order ${event.data.orderNumber} (${event.data.reason})`;
    case 'ReferralBonus':
      return `Referral bonus: ${posyPoints(event.data.points)}`;
    default: {
      const unknown: never = event;
      return `Recorded ${(unknown as { type: string }).type}`;
    }
  }
}

/**
 * One order or gift card ledger event in plain words for the support console, named by its
 * stream: `Order P1234567: placed — …`, `Gift card HXKR…: £20.00 redeemed for this purchase`;
 * a Posy Points entry as it is: `Earned 4 Posy Points on order P1234567`.
 */
export function summariseLinkedEvent(event: LinkedEvent, streamId: string): string {
  const { label } = streamOf(streamId);
  switch (event.type) {
    case 'PointsEarned':
    case 'PointsSpent':
    case 'PointsReturned':
    case 'PointsReversed':
    case 'ReferralBonus':
      return pointsWords(event);
    case 'OrderPlaced':
      return `${label}: placed — ${placedWords(event.data)}`;
    case 'OrderStatusAdvanced':
      return `${label}: now ${ORDER_STATUS_LABELS[event.data.status].toLowerCase()}`;
    case 'OrderClaimed':
      return `${label}: now in the account the buyer made from the order confirmation email`;
    case 'GiftCardIssued': {
      const { amount, orderNumber, recipientName, recipientEmail, sendDate, expiresOn } =
        event.data;
      return `${label}: issued for ${formatPence(amount)} by order ${orderNumber} to ${recipientName} <${recipientEmail}>, ${sentOn(sendDate)}, valid until ${plainOrdinalDateWithYear(expiresOn)}`;
    }
    case 'GiftCardRedeemed':
      return `${label}: ${formatPence(event.data.amount)} redeemed for this purchase`;
    case 'GiftCardRedemptionReversed':
      return `${label}: ${formatPence(event.data.amount)} given back (the payment did not go through)`;
    default: {
      const unknown: never = event;
      return `${label}: recorded ${(unknown as { type: string }).type}`;
    }
  }
}

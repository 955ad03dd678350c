import {
  formatOrdinalDate,
  formatPence,
  PENCE_PER_POINT,
  type BasketEvent,
  type CheckoutState,
  type DeliverySnapshot,
} from '@shop/contracts';
import { giftCardHint } from './gift-card-hint';

/** `order 2`, by the order's place in the basket just before the event. */
function orderLabel(before: CheckoutState, orderId: string): string {
  const index = before.purchase.orders.findIndex((o) => o.id === orderId);
  return index >= 0 ? `order ${index + 1}` : 'an order no longer in the basket';
}

const deliveryWords = (delivery: DeliverySnapshot): string =>
  `${formatOrdinalDate(delivery.date)} by ${delivery.methodName}`;

/**
 * One basket event in plain words, for the support console's history and CSV. `before` is the
 * checkout state just before the event (order numbers and names as the shopper saw them).
 */
export function summariseBasketEvent(event: BasketEvent, before: CheckoutState): string {
  switch (event.type) {
    case 'ProductAdded': {
      const { product, pot, delivery, isGiftCard, mergedFrom } = event.data;
      const what = isGiftCard ? `${product.name} of ${formatPence(product.price)}` : product.name;
      const inPot = pot ? ` in ${pot.name}` : '';
      const when = delivery ? ` for delivery on ${deliveryWords(delivery)}` : '';
      const from = mergedFrom ? ' (brought over from an earlier basket)' : '';
      return `Added ${what}${inPot}${when}${from}`;
    }
    case 'OrderRemoved': {
      const index = before.purchase.orders.findIndex((o) => o.id === event.data.orderId);
      if (index < 0) return 'Removed an order no longer in the basket';
      const name = before.purchase.orders[index].orderItems[0]?.product.name;
      return `Removed order ${index + 1}${name ? ` (${name})` : ''}`;
    }
    case 'MessageSet': {
      const { message, personalisationConfiguration } = event.data;
      const order = orderLabel(before, event.data.orderId);
      if (!message && !personalisationConfiguration) return `Cleared the card message for ${order}`;
      return personalisationConfiguration && !message
        ? `Personalised the card for ${order}`
        : `Wrote the card message for ${order}`;
    }
    case 'CardChosen':
      return `Chose ${event.data.name} for ${orderLabel(before, event.data.orderId)}`;
    case 'RecipientSet': {
      const { recipientName, postcode } = event.data;
      const who = [recipientName, postcode].filter(Boolean).join(', ') || 'nobody';
      return `Set the recipient of ${orderLabel(before, event.data.orderId)} to ${who}`;
    }
    case 'AddonAdded':
      return `Added ${event.data.addon.name} to ${orderLabel(before, event.data.orderId)}`;
    case 'AddonRemoved': {
      const order = before.purchase.orders.find((o) => o.id === event.data.orderId);
      const item = order?.orderItems.find((i, n) => n > 0 && i.product.id === event.data.productId);
      const name = item?.product.name ?? 'an extra';
      return `Removed ${name} from ${orderLabel(before, event.data.orderId)}`;
    }
    case 'PotChanged': {
      const order = orderLabel(before, event.data.orderId);
      return event.data.pot
        ? `Chose ${event.data.pot.name} as the pot for ${order}`
        : `Removed the pot from ${order}`;
    }
    case 'DeliveryChanged':
      return `Changed delivery of ${orderLabel(before, event.data.orderId)} to ${deliveryWords(event.data.delivery)}`;
    case 'CustomerDetailsGiven': {
      const { name, email } = event.data;
      return `Gave customer details: ${[name, email].filter(Boolean).join(', ') || 'none'}`;
    }
    case 'GiftCardRecipientSet': {
      const { recipientName, recipientEmail, sendDate } = event.data;
      const when = sendDate ? `, to be sent on ${formatOrdinalDate(sendDate)}` : '';
      return `Set the gift card of ${orderLabel(before, event.data.orderId)} to go to ${recipientName} <${recipientEmail}>${when}`;
    }
    case 'CheckoutBegun':
      return `Opened the payment page with ${formatPence(event.data.total)} to pay`;
    case 'GiftCardApplied':
      return `Applied gift card ${giftCardHint(event.data.code)} (balance ${formatPence(event.data.balance)})`;
    case 'GiftCardRemoved':
      return `Removed gift card ${giftCardHint(event.data.code)}`;
    case 'PaymentStarted': {
      const { amount, giftCard, provider, paymentMethod } = event.data;
      const points = event.data.points ?? 0;
      const parts = [
        points > 0 ? `${formatPence(points * PENCE_PER_POINT)} by Posy Points` : null,
        giftCard
          ? `${formatPence(giftCard.amount)} by gift card ${giftCardHint(giftCard.code)}`
          : null,
        amount > 0 ? `${formatPence(amount)} by card (${provider}, ${paymentMethod})` : null,
      ].filter(Boolean);
      return `Started paying ${parts.join(' and ') || 'nothing'}`;
    }
    case 'PaymentDeclined':
      return `Payment did not go through (${event.data.reason}): ${event.data.message}`;
    case 'BasketPlaced': {
      const { orders, total, giftCardTotal, totalToPay } = event.data;
      const points = (event.data.pointsRedeemed ?? 0) * PENCE_PER_POINT;
      const numbers = orders.map((order) => order.orderNumber).join(', ');
      const parts = [
        ...(points > 0 ? [`${formatPence(points)} by Posy Points`] : []),
        ...(giftCardTotal > 0 ? [`${formatPence(giftCardTotal)} by gift card`] : []),
      ];
      const card = totalToPay > 0 ? [`${formatPence(totalToPay)} by card`] : [];
      const how =
        parts.length === 0
          ? card.length > 0
            ? ' by card'
            : ' (nothing to pay)'
          : ` (${[...parts, ...card].join(', ')})`;
      return `Paid ${formatPence(total)}${how} and placed order${orders.length === 1 ? '' : 's'} ${numbers}`;
    }
    case 'QuestionnaireAnswered':
      return `Answered the questionnaire: ${Object.entries(event.data.answers)
        .map(([question, answer]) => `${question} ${answer}`)
        .join('; ')}`;
    case 'DiscountApplied': {
      const { code, effect, affiliateId } = event.data;
      const via = affiliateId ? ` through affiliate ${affiliateId}` : '';
      return effect.qualifies
        ? `Applied discount code ${code}${via}: ${formatPence(effect.total)} off`
        : `Applied discount code ${code}${via}, which does not apply to the basket yet`;
    }
    case 'DiscountReassessed': {
      const { code, effect } = event.data;
      return effect.qualifies
        ? `Discount code ${code} now takes ${formatPence(effect.total)} off`
        : `Discount code ${code} no longer applies to the basket`;
    }
    case 'DiscountRemoved':
      return `Removed discount code ${event.data.code}`;
    case 'AffiliateTracked': {
      const { affiliateId, affiliateWindowId } = event.data;
      const parts = [
        affiliateId ? `affiliate ${affiliateId}` : null,
        affiliateWindowId ? `Awin click ${affiliateWindowId}` : null,
      ].filter(Boolean);
      return `Arrived through ${parts.join(' and ') || 'no affiliate'}`;
    }
    case 'PointsRedeemed':
      return `Put ${pointsWords(event.data.points)} towards the basket (${formatPence(event.data.points * PENCE_PER_POINT)} off)`;
    case 'PointsReassessed':
      return event.data.points > 0
        ? `Posy Points claimed cut to ${event.data.points}: the basket's total fell`
        : "Posy Points claimed taken off: the basket's total fell";
    case 'PointsRemoved':
      return `Took ${pointsWords(event.data.points)} off the basket`;
    case 'BasketMerged': {
      const count = event.data.orderIds.length;
      return `Signed in: ${count} ${count === 1 ? 'order' : 'orders'} brought over from basket ${event.data.fromBasketId}`;
    }
    default: {
      const unknown: never = event;
      return `Recorded ${(unknown as { type: string }).type}`;
    }
  }
}

const pointsWords = (points: number) => `${points} Posy ${points === 1 ? 'Point' : 'Points'}`;

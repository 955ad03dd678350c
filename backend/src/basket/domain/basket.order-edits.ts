import {
  cardOption,
  messageLimits,
  type BasketEvent,
  GIFT_CARD_MAX_PENCE,
  GIFT_CARD_MIN_PENCE,
} from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import type { BasketCommandOf } from './basket.commands';
import { validGiftCardRecipient, validRecipient } from './basket.details';
import { potRef } from './basket.evolve';
import { BASKET_MESSAGES } from './basket.messages';
import {
  MAX_MESSAGE_CHARACTERS,
  MAX_ORDERS_PER_BASKET,
  type BasketState,
  type OrderDecisionState,
} from './basket.state';

/*
 * The basket decider's decisions about its orders: adding one, and changing or removing what an
 * order holds (card, message, recipient, extras, pot, delivery).
 */

export function addProduct(
  data: BasketCommandOf<'AddProduct'>['data'],
  state: BasketState,
): BasketEvent[] {
  const { orderId, product, pot, delivery, isGiftCard } = data;
  // A retry of an add that already succeeded (same Idempotency-Key) changes nothing, even if
  // the order was removed since or the product has sold out in between.
  if (state.usedOrderIds.has(orderId)) return [];
  if (!data.productAvailable) throw new DomainError(BASKET_MESSAGES.productUnavailable);
  if (state.orders.size >= MAX_ORDERS_PER_BASKET) {
    throw new DomainError(BASKET_MESSAGES.basketFull);
  }
  if (isGiftCard) {
    // Emailed to the buyer: a delivery or pot on one would only confuse the checkout.
    if (delivery !== null || pot !== null) {
      throw new DomainError(BASKET_MESSAGES.giftCardNotEditable);
    }
    if (product.price < GIFT_CARD_MIN_PENCE || product.price > GIFT_CARD_MAX_PENCE) {
      throw new DomainError(BASKET_MESSAGES.giftCardAmount);
    }
  } else if (delivery === null || !data.deliveryAvailable) {
    throw new DomainError(BASKET_MESSAGES.deliveryUnavailable);
  }
  return [{ type: 'ProductAdded', data: { orderId, product, pot, delivery, isGiftCard } }];
}

export function removeOrder(
  data: BasketCommandOf<'RemoveOrder'>['data'],
  state: BasketState,
): BasketEvent[] {
  const { orderId } = orderIn(state, data.orderId);
  return [{ type: 'OrderRemoved', data: { orderId } }];
}

export function setMessage(
  data: BasketCommandOf<'SetMessage'>['data'],
  state: BasketState,
): BasketEvent[] {
  const { orderId, message, personalisationConfiguration } = data;
  editableOrderIn(state, orderId);
  // Counted in code points, as isMessageOverflowing counts them; kept untrimmed because
  // trimming is the projection's business and the shopper's text is the record.
  if ([...message].length > MAX_MESSAGE_CHARACTERS) {
    throw new DomainError(BASKET_MESSAGES.messageTooLong);
  }
  return [{ type: 'MessageSet', data: { orderId, message, personalisationConfiguration } }];
}

export function chooseCard(
  data: BasketCommandOf<'ChooseCard'>['data'],
  state: BasketState,
): BasketEvent[] {
  const { orderId, size } = data;
  const order = editableOrderIn(state, orderId);
  if (order.cardSize === size) return [];
  const { name, price } = cardOption(size);
  // Resolved now and recorded, so a later change to the limits never rewrites history.
  const limits = messageLimits(order.distributor, size);
  return [
    {
      type: 'CardChosen',
      data: {
        orderId,
        size,
        name,
        price,
        characterLimit: limits.characters,
        lineLimit: limits.lines,
      },
    },
  ];
}

export function setRecipient(
  data: BasketCommandOf<'SetRecipient'>['data'],
  state: BasketState,
): BasketEvent[] {
  const { orderId, ...details } = data;
  editableOrderIn(state, orderId);
  return [{ type: 'RecipientSet', data: { orderId, ...validRecipient(details) } }];
}

export function setGiftCardRecipient(
  data: BasketCommandOf<'SetGiftCardRecipient'>['data'],
  state: BasketState,
): BasketEvent[] {
  const { orderId, today, ...details } = data;
  const order = orderIn(state, orderId);
  if (!order.isGiftCard) throw new DomainError(BASKET_MESSAGES.notAGiftCard);
  return [
    {
      type: 'GiftCardRecipientSet',
      data: { orderId, ...validGiftCardRecipient(details, today) },
    },
  ];
}

export function addAddon(
  data: BasketCommandOf<'AddAddon'>['data'],
  state: BasketState,
): BasketEvent[] {
  const { orderId, addon } = data;
  const order = editableOrderIn(state, orderId);
  // The checkout treats an addon with the Pots attribute as the pot; a second pot this
  // way would slip past ChangePot's one-pot rule.
  if (addon.attributes.includes('Pots')) {
    throw new DomainError(BASKET_MESSAGES.potIsNotAnAddon);
  }
  if (order.addonIds.includes(addon.productId)) return [];
  return [{ type: 'AddonAdded', data: { orderId, addon } }];
}

export function removeAddon(
  data: BasketCommandOf<'RemoveAddon'>['data'],
  state: BasketState,
): BasketEvent[] {
  const { orderId, productId } = data;
  const order = editableOrderIn(state, orderId);
  if (!order.addonIds.includes(productId)) {
    throw new DomainError(BASKET_MESSAGES.addonNotFound, 404);
  }
  return [{ type: 'AddonRemoved', data: { orderId, productId } }];
}

export function changePot(
  data: BasketCommandOf<'ChangePot'>['data'],
  state: BasketState,
): BasketEvent[] {
  const { orderId, pot, potsOffered } = data;
  const order = editableOrderIn(state, orderId);
  if (!potsOffered) throw new DomainError(BASKET_MESSAGES.potsNotOffered);
  const next = potRef(pot);
  const same =
    next === null || order.pot === null
      ? next === order.pot
      : next.productId === order.pot.productId && next.variantId === order.pot.variantId;
  return same ? [] : [{ type: 'PotChanged', data: { orderId, pot } }];
}

export function changeDelivery(
  data: BasketCommandOf<'ChangeDelivery'>['data'],
  state: BasketState,
): BasketEvent[] {
  const { orderId, delivery, deliveryAvailable } = data;
  const order = editableOrderIn(state, orderId);
  if (!deliveryAvailable) throw new DomainError(BASKET_MESSAGES.deliveryUnavailable);
  const current = order.delivery;
  if (current?.methodId === delivery.methodId && current.date === delivery.date) return [];
  return [{ type: 'DeliveryChanged', data: { orderId, delivery } }];
}

function orderIn(state: BasketState, orderId: string): OrderDecisionState {
  const order = state.orders.get(orderId);
  if (!order) throw new DomainError(BASKET_MESSAGES.orderNotFound, 404);
  return order;
}

/** An order whose card, message, recipient, extras or delivery may change: not a gift card. */
function editableOrderIn(state: BasketState, orderId: string): OrderDecisionState {
  const order = orderIn(state, orderId);
  if (order.isGiftCard) throw new DomainError(BASKET_MESSAGES.giftCardNotEditable);
  return order;
}

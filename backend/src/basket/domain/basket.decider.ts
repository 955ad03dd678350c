import {
  GIFT_CARD_MAX_PENCE,
  GIFT_CARD_MIN_PENCE,
  cardOption,
  messageLimits,
  DISCOUNT_MESSAGES,
  PAYMENT_MESSAGES,
  POINTS_MESSAGES,
  type BasketEvent,
  type PaymentStarted,
  type ProductSnapshot,
} from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import type { BasketCommand, BasketCommandOf } from './basket.commands';
import { validCustomerDetails, validGiftCardRecipient, validRecipient } from './basket.details';
import { BASKET_MESSAGES } from './basket.messages';
import { discountableItems, resolveDiscount, sameEffect } from './discount-effect';
import { mergeBasket } from './basket-merge';
import { reassessPoints, redeemPoints, removePoints } from './basket-points';
import {
  MAX_MESSAGE_CHARACTERS,
  MAX_ORDERS_PER_BASKET,
  type BasketState,
  type OrderDecisionState,
} from './basket.state';

/**
 * The basket decider (docs/architecture.md "Deciders"): `decide` turns a command into events or
 * throws a DomainError; `evolve` folds events into the state the next decision needs. Both are
 * pure: every fact from the outside world (availability, prices, ids) arrives in the command.
 */

/** An empty basket: the state of a stream with no events. */
export const initialState: BasketState = {
  orders: new Map(),
  usedOrderIds: new Set(),
  customer: null,
  checkoutBegun: false,
  giftCardCode: null,
  payment: null,
  placed: null,
  discount: null,
  affiliate: null,
  points: null,
  version: 0,
};

/**
 * The state after `event`. Events are facts: evolve never refuses one. Every event moves the
 * version on by one, so a state folded from a stream knows the stream version it stands for.
 */
export function evolve(state: BasketState, event: BasketEvent): BasketState {
  return { ...evolveFacts(state, event), version: state.version + 1 };
}

function evolveFacts(state: BasketState, event: BasketEvent): BasketState {
  switch (event.type) {
    case 'ProductAdded': {
      const { orderId, product, pot, delivery, isGiftCard } = event.data;
      const orders = new Map(state.orders);
      orders.set(orderId, {
        orderId,
        isGiftCard,
        distributor: product.distributor,
        cardSize: null,
        addonIds: [],
        pot: potRef(pot),
        delivery: delivery && { methodId: delivery.methodId, date: delivery.date },
        prices: { product: priceOf(product), pot: pot && priceOf(pot), addons: [] },
        cardPrice: 0,
        deliveryPrice: delivery?.price ?? 0,
        isSubscription: product.isSubscription,
      });
      return { ...state, orders, usedOrderIds: new Set(state.usedOrderIds).add(orderId) };
    }
    case 'OrderRemoved': {
      const orders = new Map(state.orders);
      orders.delete(event.data.orderId);
      return { ...state, orders };
    }
    case 'CardChosen':
      return withOrder(state, event.data.orderId, () => ({
        cardSize: event.data.size,
        cardPrice: event.data.price,
      }));
    case 'AddonAdded':
      return withOrder(state, event.data.orderId, (order) => ({
        addonIds: [...order.addonIds, event.data.addon.productId],
        prices: { ...order.prices, addons: [...order.prices.addons, priceOf(event.data.addon)] },
      }));
    case 'AddonRemoved':
      return withOrder(state, event.data.orderId, (order) => ({
        addonIds: order.addonIds.filter((id) => id !== event.data.productId),
        prices: {
          ...order.prices,
          addons: order.prices.addons.filter((a) => a.productId !== event.data.productId),
        },
      }));
    case 'PotChanged':
      return withOrder(state, event.data.orderId, (order) => ({
        pot: potRef(event.data.pot),
        prices: { ...order.prices, pot: event.data.pot && priceOf(event.data.pot) },
      }));
    case 'DeliveryChanged': {
      const { methodId, date, price } = event.data.delivery;
      return withOrder(state, event.data.orderId, () => ({
        delivery: { methodId, date },
        deliveryPrice: price,
      }));
    }
    case 'CustomerDetailsGiven':
      return { ...state, customer: event.data };
    case 'CheckoutBegun':
      return { ...state, checkoutBegun: true };
    case 'GiftCardApplied':
      return { ...state, giftCardCode: event.data.code };
    case 'GiftCardRemoved':
      return { ...state, giftCardCode: null };
    case 'PaymentStarted': {
      const { paymentId, idempotencyKey, purchaseId, provider, paymentMethod } = event.data;
      const { total, giftCard, amount, startedAt } = event.data;
      return {
        ...state,
        payment: {
          paymentId,
          idempotencyKey,
          purchaseId,
          provider,
          paymentMethod,
          total,
          giftCard,
          amount,
          startedAt,
          customerId: event.data.customerId ?? null,
          points: event.data.points ?? 0,
        },
      };
    }
    case 'PaymentDeclined':
      return { ...state, payment: null };
    case 'BasketPlaced': {
      const { purchaseId, paymentId, orders } = event.data;
      const orderNumbers = orders.map((order) => order.orderNumber);
      return { ...state, payment: null, placed: { purchaseId, paymentId, orderNumbers } };
    }
    case 'DiscountApplied': {
      const { code, isCodeVisible, rule, effect, affiliateId } = event.data;
      return { ...state, discount: { code, isCodeVisible, rule, effect, affiliateId } };
    }
    case 'DiscountReassessed':
      return state.discount
        ? { ...state, discount: { ...state.discount, effect: event.data.effect } }
        : state;
    case 'DiscountRemoved':
      return { ...state, discount: null };
    case 'AffiliateTracked':
      return { ...state, affiliate: event.data };
    case 'PointsRedeemed':
      return {
        ...state,
        points: { customerId: event.data.customerId, points: event.data.points },
      };
    case 'PointsReassessed':
      return state.points && event.data.points > 0
        ? { ...state, points: { ...state.points, points: event.data.points } }
        : { ...state, points: null };
    case 'PointsRemoved':
      return { ...state, points: null };
    // The copied events after it bring the orders.
    case 'BasketMerged':
      return state;
    // Recorded for the checkout; nothing later decided depends on them.
    case 'MessageSet':
    case 'RecipientSet':
    case 'GiftCardRecipientSet':
    case 'QuestionnaireAnswered':
      return state;
    default:
      return unreachable(event);
  }
}

/** Events after which a discount code is resolved again: the basket's products changed. */
const CONTENT_EVENTS: ReadonlySet<BasketEvent['type']> = new Set([
  'ProductAdded',
  'OrderRemoved',
  'AddonAdded',
  'AddonRemoved',
  'PotChanged',
]);

/**
 * The events `command` causes in `state`: [] when it changes nothing; throws DomainError. When
 * they change the basket's products and a code is on it, the code is resolved again and, if it
 * now takes off something else (or stops qualifying), `DiscountReassessed` follows them; Posy
 * Points claimed beyond what the basket can now take shrink (`PointsReassessed`).
 */
export function decide(command: BasketCommand, state: BasketState): BasketEvent[] {
  const events = withDiscountReassessed(decideCommand(command, state), state);
  // Posy Points claimed are checked after any change, the code's new effect included.
  if (!state.points || events.length === 0) return events;
  return [...events, ...reassessPoints(events.reduce(evolve, state))];
}

function withDiscountReassessed(events: BasketEvent[], state: BasketState): BasketEvent[] {
  if (!state.discount || !events.some((event) => CONTENT_EVENTS.has(event.type))) return events;
  const after = events.reduce(evolve, state);
  if (!after.discount) return events;
  const effect = resolveDiscount(after.discount.rule, discountableItems(after));
  if (sameEffect(effect, after.discount.effect)) return events;
  return [...events, { type: 'DiscountReassessed', data: { code: after.discount.code, effect } }];
}

function decideCommand(command: BasketCommand, state: BasketState): BasketEvent[] {
  if (command.type === 'AnswerQuestionnaire') return answerQuestionnaire(command.data, state);
  // A paid basket is closed; while a payment is being taken nothing may change what it pays for.
  if (state.placed) throw new DomainError(PAYMENT_MESSAGES.alreadyPaid, 409);
  if (command.type === 'DeclinePayment' || command.type === 'PlaceBasket') {
    return endPayment(command, state);
  }
  // A retry of the attempt in progress (same Idempotency-Key) carries on with it.
  if (
    command.type === 'StartPayment' &&
    state.payment?.idempotencyKey === command.data.idempotencyKey
  ) {
    return [];
  }
  if (state.payment) throw new DomainError(PAYMENT_MESSAGES.inProgress, 409);
  switch (command.type) {
    case 'SetGiftCardRecipient': {
      const { orderId, today, ...details } = command.data;
      const order = orderIn(state, orderId);
      if (!order.isGiftCard) throw new DomainError(BASKET_MESSAGES.notAGiftCard);
      return [
        {
          type: 'GiftCardRecipientSet',
          data: { orderId, ...validGiftCardRecipient(details, today) },
        },
      ];
    }
    case 'BeginCheckout':
      return state.checkoutBegun || state.orders.size === 0
        ? []
        : [{ type: 'CheckoutBegun', data: command.data }];
    case 'ApplyGiftCard':
      return [{ type: 'GiftCardApplied', data: command.data }];
    case 'RemoveGiftCard':
      if (state.giftCardCode === null) throw new DomainError(BASKET_MESSAGES.noGiftCardApplied);
      return [{ type: 'GiftCardRemoved', data: { code: state.giftCardCode } }];
    case 'MergeBasket':
      return mergeBasket(command.data, state, (events) => events.reduce(evolve, initialState));
    case 'StartPayment':
      if (state.orders.size === 0) throw new DomainError(PAYMENT_MESSAGES.emptyBasket);
      // The amount was worked out from the basket at `basketVersion`: anything added or edited
      // since would be placed without being paid for.
      if (command.data.basketVersion !== state.version) {
        throw new DomainError(PAYMENT_MESSAGES.basketChanged, 409);
      }
      // The points paying must be those claimed now: another tab may have changed the claim.
      if ((command.data.points ?? 0) !== (state.points?.points ?? 0)) {
        throw new DomainError(POINTS_MESSAGES.failure, 409);
      }
      return [{ type: 'PaymentStarted', data: startedData(command.data) }];
    case 'AddProduct':
      return addProduct(command.data, state);
    case 'GiveCustomerDetails':
      return giveCustomerDetails(command.data, state);
    case 'RemoveOrder': {
      const { orderId } = orderIn(state, command.data.orderId);
      return [{ type: 'OrderRemoved', data: { orderId } }];
    }
    case 'SetMessage': {
      const { orderId, message, personalisationConfiguration } = command.data;
      editableOrderIn(state, orderId);
      // Counted in code points, as isMessageOverflowing counts them; kept untrimmed because
      // trimming is the projection's business and the shopper's text is the record.
      if ([...message].length > MAX_MESSAGE_CHARACTERS) {
        throw new DomainError(BASKET_MESSAGES.messageTooLong);
      }
      return [{ type: 'MessageSet', data: { orderId, message, personalisationConfiguration } }];
    }
    case 'ChooseCard': {
      const { orderId, size } = command.data;
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
    case 'SetRecipient': {
      const { orderId, ...details } = command.data;
      editableOrderIn(state, orderId);
      return [{ type: 'RecipientSet', data: { orderId, ...validRecipient(details) } }];
    }
    case 'AddAddon': {
      const { orderId, addon } = command.data;
      const order = editableOrderIn(state, orderId);
      // The checkout treats an addon with the Pots attribute as the pot; a second pot this
      // way would slip past ChangePot's one-pot rule.
      if (addon.attributes.includes('Pots')) {
        throw new DomainError(BASKET_MESSAGES.potIsNotAnAddon);
      }
      if (order.addonIds.includes(addon.productId)) return [];
      return [{ type: 'AddonAdded', data: { orderId, addon } }];
    }
    case 'RemoveAddon': {
      const { orderId, productId } = command.data;
      const order = editableOrderIn(state, orderId);
      if (!order.addonIds.includes(productId)) {
        throw new DomainError(BASKET_MESSAGES.addonNotFound, 404);
      }
      return [{ type: 'AddonRemoved', data: { orderId, productId } }];
    }
    case 'ChangePot':
      return changePot(command.data, state);
    case 'ApplyDiscount':
      return applyDiscount(command.data, state);
    case 'RemoveDiscount':
      return state.discount
        ? [{ type: 'DiscountRemoved', data: { code: state.discount.code } }]
        : [];
    case 'RedeemPoints':
      return redeemPoints(command.data, state);
    case 'RemovePoints':
      return removePoints(state);
    case 'TrackAffiliate': {
      const { affiliateWindowId, affiliateId } = command.data;
      const current = state.affiliate;
      if (current?.affiliateWindowId === affiliateWindowId && current.affiliateId === affiliateId) {
        return [];
      }
      return [{ type: 'AffiliateTracked', data: { affiliateWindowId, affiliateId } }];
    }
    case 'ChangeDelivery': {
      const { orderId, delivery, deliveryAvailable } = command.data;
      const order = editableOrderIn(state, orderId);
      if (!deliveryAvailable) throw new DomainError(BASKET_MESSAGES.deliveryUnavailable);
      const current = order.delivery;
      if (current?.methodId === delivery.methodId && current.date === delivery.date) return [];
      return [{ type: 'DeliveryChanged', data: { orderId, delivery } }];
    }
    default:
      return unreachable(command);
  }
}

/** What PaymentStarted records: the command's data without the version it was decided at. */
function startedData({
  basketVersion: _decidedAt,
  ...data
}: BasketCommandOf<'StartPayment'>['data']): PaymentStarted['data'] {
  return data;
}

/** Ends the payment in progress: declined (the basket opens again) or placed (it closes). */
function endPayment(
  command: BasketCommandOf<'DeclinePayment'> | BasketCommandOf<'PlaceBasket'>,
  state: BasketState,
): BasketEvent[] {
  if (state.payment?.paymentId !== command.data.paymentId) {
    throw new DomainError(PAYMENT_MESSAGES.noPaymentInProgress, 409);
  }
  return command.type === 'PlaceBasket'
    ? [{ type: 'BasketPlaced', data: command.data }]
    : [{ type: 'PaymentDeclined', data: command.data }];
}

/**
 * A code on the basket, replacing any other: its rule resolved against the basket as it is
 * (a basket that does not qualify yet keeps the code, taking nothing off, until it does).
 */
function applyDiscount(
  data: BasketCommandOf<'ApplyDiscount'>['data'],
  state: BasketState,
): BasketEvent[] {
  const { code, isCodeVisible, rule, affiliateId, businessCustomer } = data;
  if (businessCustomer) throw new DomainError(DISCOUNT_MESSAGES.businessCustomer, 403);
  // The same code again changes nothing, unless it now comes through an affiliate (for commission).
  const current = state.discount;
  if (current?.code === code && (affiliateId === null || current.affiliateId === affiliateId)) {
    return [];
  }
  const effect = resolveDiscount(rule, discountableItems(state));
  return [{ type: 'DiscountApplied', data: { code, isCodeVisible, rule, effect, affiliateId } }];
}

function answerQuestionnaire(
  data: BasketCommandOf<'AnswerQuestionnaire'>['data'],
  state: BasketState,
): BasketEvent[] {
  if (state.placed?.purchaseId !== data.purchaseId) {
    throw new DomainError(BASKET_MESSAGES.questionnaireBeforePurchase, 409);
  }
  return [{ type: 'QuestionnaireAnswered', data }];
}

function addProduct(
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

function changePot(data: BasketCommandOf<'ChangePot'>['data'], state: BasketState): BasketEvent[] {
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

function giveCustomerDetails(
  data: BasketCommandOf<'GiveCustomerDetails'>['data'],
  state: BasketState,
): BasketEvent[] {
  const details = validCustomerDetails(data);
  const current = state.customer;
  const same =
    current !== null &&
    current.name === details.name &&
    current.email === details.email &&
    current.phone === details.phone &&
    current.mailShot === details.mailShot;
  return same ? [] : [{ type: 'CustomerDetailsGiven', data: details }];
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

function priceOf(snapshot: ProductSnapshot): { productId: number; price: number } {
  return { productId: snapshot.productId, price: snapshot.price };
}

function potRef(pot: ProductSnapshot | null): OrderDecisionState['pot'] {
  return pot && { productId: pot.productId, variantId: pot.variantId };
}

function withOrder(
  state: BasketState,
  orderId: string,
  change: (order: OrderDecisionState) => Partial<OrderDecisionState>,
): BasketState {
  const order = state.orders.get(orderId);
  // Unreachable through decide; tolerated so a replay of an odd log never crashes support.
  if (!order) return state;
  const orders = new Map(state.orders);
  orders.set(orderId, { ...order, ...change(order) });
  return { ...state, orders };
}

function unreachable(value: never): never {
  throw new Error(`Unhandled basket message ${JSON.stringify(value)}`);
}

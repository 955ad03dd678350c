import {
  BASKET_EVENT_TYPES,
  emptyCheckoutState,
  type BasketEvent,
  type CheckoutOrder,
  type CheckoutOrderItem,
  type CheckoutState,
  type DiscountEffect,
  type RecordedEvent,
} from '@shop/contracts';
import type { DocumentProjection } from '../../../platform/event-store/document-projection';
import { cardItemOf, isPot, itemOf, limitsFor, withMessage } from './checkout-items';

type Limits = { characters: number; lines: number };

/** What the projection stores per basket: the spec's checkout state plus each card's limits. */
export interface CheckoutDocument {
  checkout: CheckoutState;
  /** Message limits of each order's chosen card, as resolved when it was chosen. */
  messageLimits: Record<string, Limits>;
  /**
   * The basket stream's version this document was evolved to (absent on documents written
   * before it was kept): a payment records which basket its amount came from.
   */
  version?: number;
}

export const CHECKOUT_STATE_TABLE = 'checkout_states';

/**
 * A stored checkout state as the API answers it: documents written before discount codes gain
 * their items' `discountAmount` / `discountedPrice` and their orders' `originalPrice`.
 */
export function currentCheckout(checkout: CheckoutState): CheckoutState {
  const old = checkout.purchase.orders.some((order) =>
    order.orderItems.some((item) => item.discountedPrice === undefined),
  );
  return old ? recomputeTotals(withEffect(checkout, null)) : checkout;
}

const noRecipient = {
  recipientName: '',
  addressLine1: '',
  addressLine2: '',
  addressLine3: '',
  town: '',
  postcode: '',
};

/** Index of the item holding the message: the card when there is one, else the main item. */
const messageHolder = (order: CheckoutOrder) =>
  Math.max(
    0,
    order.orderItems.findIndex((i) => i.card),
  );

/** The item with `pence` off (documents written before discount codes gain the fields here). */
function withDiscount(item: CheckoutOrderItem, pence: number): CheckoutOrderItem {
  const discountedPrice = item.price - pence;
  if (item.discountAmount === pence && item.discountedPrice === discountedPrice) return item;
  return { ...item, discountAmount: pence, discountedPrice };
}

/** Which of the code's lines an item is: the main product, the pot, an extra; a card is none. */
function lineKind(item: CheckoutOrderItem, index: number): 'product' | 'pot' | 'addon' | null {
  if (index === 0) return 'product';
  if (isPot(item)) return 'pot';
  return item.addon ? 'addon' : null;
}

/** Every item with what the code takes off it now (`null`: no code, nothing off). */
function withEffect(checkout: CheckoutState, effect: DiscountEffect | null): CheckoutState {
  const orders = checkout.purchase.orders.map((order) => {
    const orderItems = order.orderItems.map((item, index) => {
      const kind = lineKind(item, index);
      const line = effect?.lines.find(
        (l) => l.orderId === order.id && l.item === kind && l.productId === item.product.id,
      );
      return withDiscount(item, line?.pence ?? 0);
    });
    return orderItems.every((item, i) => item === order.orderItems[i])
      ? order
      : { ...order, orderItems };
  });
  return { ...checkout, purchase: { ...checkout.purchase, orders } };
}

function recomputeTotals(checkout: CheckoutState): CheckoutState {
  const orders = checkout.purchase.orders.map((order) => {
    let subtotal = 0;
    let before = 0;
    for (const item of order.orderItems) {
      // Items stored before discount codes have no discountedPrice: nothing was taken off them.
      subtotal += item.discountedPrice ?? item.price;
      before += item.price;
    }
    const total = subtotal + order.orderDelivery.price;
    const originalPrice = before + order.orderDelivery.price;
    // Unchanged totals keep the order as it is (the copy would be equal, key order included):
    // most events touch one order, and copying every order per event dominated rebuild time.
    if (
      order.subtotal === subtotal &&
      order.total === total &&
      order.originalPrice === originalPrice
    ) {
      return order;
    }
    return { ...order, subtotal, total, originalPrice };
  });
  const total = orders.reduce((sum, order) => sum + order.total, 0);
  const afterPoints = Math.max(0, total - checkout.pointsRedeemed * 100);
  // A gift card pays for flowers and gifts, never for another gift card (docs/business-rules.md
  // "Gift cards"), and at most its balance as it was when applied; payment takes what it has at the
  // time.
  const giftCardPayable = orders
    .filter((order) => !order.isGiftCard)
    .reduce((sum, order) => sum + order.total, 0);
  const giftCardTotal = checkout.giftCard
    ? Math.min(checkout.giftCard.balance, giftCardPayable, afterPoints)
    : 0;
  const totalToPay = afterPoints - giftCardTotal;
  return { ...checkout, purchase: { orders, giftCardTotal, total, totalToPay } };
}

function updateOrder(
  doc: CheckoutDocument,
  orderId: string,
  change: (order: CheckoutOrder) => CheckoutOrder,
): CheckoutDocument {
  const orders = doc.checkout.purchase.orders.map((o) => (o.id === orderId ? change(o) : o));
  return { ...doc, checkout: { ...doc.checkout, purchase: { ...doc.checkout.purchase, orders } } };
}

function apply(doc: CheckoutDocument, event: BasketEvent): CheckoutDocument {
  switch (event.type) {
    case 'ProductAdded': {
      const { orderId, product, pot, delivery, isGiftCard } = event.data;
      const order: CheckoutOrder = {
        id: orderId,
        orderItems: [
          itemOf(product, { addon: false }),
          ...(pot ? [itemOf(pot, { addon: true })] : []),
        ],
        orderDelivery: {
          ...noRecipient,
          date: delivery?.date ?? null,
          methodId: delivery?.methodId ?? null,
          methodName: delivery?.methodName ?? '',
          price: delivery?.price ?? 0,
          originalPrice: delivery?.originalPrice ?? 0,
        },
        subtotal: 0,
        total: 0,
        originalPrice: 0,
        subscription: product.isSubscription,
        isAvailableProduct: true,
        isGiftCard,
        giftCardRecipient: null,
      };
      const purchase = {
        ...doc.checkout.purchase,
        orders: [...doc.checkout.purchase.orders, order],
      };
      return { ...doc, checkout: { ...doc.checkout, purchase } };
    }
    case 'OrderRemoved': {
      const orders = doc.checkout.purchase.orders.filter((o) => o.id !== event.data.orderId);
      const { [event.data.orderId]: _removed, ...messageLimits } = doc.messageLimits;
      return {
        messageLimits,
        checkout: { ...doc.checkout, purchase: { ...doc.checkout.purchase, orders } },
      };
    }
    case 'MessageSet': {
      const { orderId, message, personalisationConfiguration } = event.data;
      return updateOrder(doc, orderId, (order) => {
        const at = messageHolder(order);
        const limits = limitsFor(
          doc.messageLimits[orderId] ?? null,
          order.orderItems[0].product.distributor,
        );
        const orderItems = order.orderItems.map((item, i) =>
          i === at ? withMessage(item, message, personalisationConfiguration, limits) : item,
        );
        return { ...order, orderItems };
      });
    }
    case 'CardChosen': {
      const { orderId, characterLimit, lineLimit } = event.data;
      const limits = { characters: characterLimit, lines: lineLimit };
      const next = updateOrder(doc, orderId, (order) => {
        const holder = order.orderItems[messageHolder(order)];
        const [main, ...rest] = order.orderItems;
        const card = withMessage(
          cardItemOf(event.data, main.product.distributor),
          holder.message,
          holder.orderItemPersonalisationConfiguration,
          limits,
        );
        // The message and the card's areas move to the card item.
        const clearedMain = {
          ...withMessage(main, '', null, limits),
          orderItemPersonalisationConfiguration: null,
        };
        return { ...order, orderItems: [clearedMain, card, ...rest.filter((item) => !item.card)] };
      });
      return { ...next, messageLimits: { ...next.messageLimits, [orderId]: limits } };
    }
    case 'RecipientSet': {
      const { orderId, ...recipient } = event.data;
      return updateOrder(doc, orderId, (order) => ({
        ...order,
        orderDelivery: { ...order.orderDelivery, ...recipient },
      }));
    }
    case 'AddonAdded':
      return updateOrder(doc, event.data.orderId, (order) => {
        const pot = order.orderItems.filter(isPot);
        const others = order.orderItems.filter((item) => !isPot(item));
        return {
          ...order,
          orderItems: [...others, itemOf(event.data.addon, { addon: true }), ...pot],
        };
      });
    case 'AddonRemoved':
      return updateOrder(doc, event.data.orderId, (order) => ({
        ...order,
        orderItems: order.orderItems.filter(
          (item, i) =>
            i === 0 || !(item.addon && !isPot(item) && item.product.id === event.data.productId),
        ),
      }));
    case 'PotChanged':
      return updateOrder(doc, event.data.orderId, (order) => ({
        ...order,
        orderItems: [
          ...order.orderItems.filter((item, i) => i === 0 || !isPot(item)),
          ...(event.data.pot ? [itemOf(event.data.pot, { addon: true })] : []),
        ],
      }));
    case 'DeliveryChanged': {
      const { orderId, delivery } = event.data;
      return updateOrder(doc, orderId, (order) => ({
        ...order,
        orderDelivery: {
          ...order.orderDelivery,
          date: delivery.date,
          methodId: delivery.methodId,
          methodName: delivery.methodName,
          price: delivery.price,
          originalPrice: delivery.originalPrice,
        },
      }));
    }
    case 'CustomerDetailsGiven':
      return {
        ...doc,
        checkout: { ...doc.checkout, customer: { ...doc.checkout.customer, ...event.data } },
      };
    case 'GiftCardRecipientSet': {
      const { orderId, ...giftCardRecipient } = event.data;
      return updateOrder(doc, orderId, (order) => ({ ...order, giftCardRecipient }));
    }
    case 'GiftCardApplied':
      return { ...doc, checkout: { ...doc.checkout, giftCard: { ...event.data } } };
    case 'GiftCardRemoved':
      return { ...doc, checkout: { ...doc.checkout, giftCard: null } };
    case 'DiscountApplied':
      return {
        ...doc,
        checkout: withEffect({ ...doc.checkout, discountCode: event.data.code }, event.data.effect),
      };
    case 'DiscountReassessed':
      return { ...doc, checkout: withEffect(doc.checkout, event.data.effect) };
    case 'DiscountRemoved':
      return { ...doc, checkout: withEffect({ ...doc.checkout, discountCode: null }, null) };
    case 'PointsRedeemed':
    case 'PointsReassessed':
      return { ...doc, checkout: { ...doc.checkout, pointsRedeemed: event.data.points } };
    case 'PointsRemoved':
      return { ...doc, checkout: { ...doc.checkout, pointsRedeemed: 0 } };
    // The affiliate is kept for commission reports; the payment's course and what followed it
    // are the purchase's own read models' business: the checkout shows none of them.
    case 'AffiliateTracked':
    case 'BasketMerged':
    case 'CheckoutBegun':
    case 'PaymentStarted':
    case 'PaymentDeclined':
    case 'BasketPlaced':
    case 'QuestionnaireAnswered':
      return doc;
    default: {
      const unknown: never = event;
      throw new Error(`Unhandled basket event ${JSON.stringify(unknown)}`);
    }
  }
}

/** The checkout state of each basket, evolved only from its events (inline, in the append). */
export const checkoutStateProjection: DocumentProjection<CheckoutDocument> = {
  name: 'checkout-state',
  table: CHECKOUT_STATE_TABLE,
  handles: BASKET_EVENT_TYPES,
  readsMetadata: false,
  documentId: (event) => event.streamId,
  evolve(document, event) {
    const doc = document ?? { checkout: emptyCheckoutState(), messageLimits: {} };
    const next = apply(doc, event as RecordedEvent<BasketEvent>);
    return { ...next, checkout: recomputeTotals(next.checkout), version: event.streamVersion };
  },
};

/**
 * The checkout state after `events`, folded with the live projection's own `evolve` (support
 * replay: what the shopper saw at any version is the live code applied to a prefix of the log).
 */
export function foldCheckoutState(events: readonly RecordedEvent[]): CheckoutState {
  let document: CheckoutDocument | null = null;
  for (const event of events) {
    if (checkoutStateProjection.handles.includes(event.type)) {
      document = checkoutStateProjection.evolve(document, event);
    }
  }
  return document?.checkout ?? emptyCheckoutState();
}

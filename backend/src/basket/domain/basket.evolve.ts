import type { BasketEvent, ProductSnapshot } from '@shop/contracts';
import type { BasketState, OrderDecisionState } from './basket.state';

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

function priceOf(snapshot: ProductSnapshot): { productId: number; price: number } {
  return { productId: snapshot.productId, price: snapshot.price };
}

/** The pot an order records: which product and variant, not its price. */
export function potRef(pot: ProductSnapshot | null): OrderDecisionState['pot'] {
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

/** A case no message type reaches: the compiler checks every type is handled. */
export function unreachable(value: never): never {
  throw new Error(`Unhandled basket message ${JSON.stringify(value)}`);
}

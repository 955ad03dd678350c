import type { BasketEvent, ProductSnapshot } from '@shop/contracts';

/** What one order holds, as the analytics feed reports it: the product, its pot and extras. */
export interface OrderContents {
  readonly orderId: string;
  readonly product: ProductSnapshot;
  readonly pot: ProductSnapshot | null;
  readonly addons: readonly ProductSnapshot[];
}

/**
 * A basket's orders with their product snapshots. The decider's state keeps only ids, so the
 * feed folds its own view from the same events (pure, like every projection).
 */
export interface BasketContents {
  readonly orders: ReadonlyMap<string, OrderContents>;
}

export const emptyBasketContents: BasketContents = { orders: new Map() };

export function evolveContents(contents: BasketContents, event: BasketEvent): BasketContents {
  switch (event.type) {
    case 'ProductAdded': {
      const { orderId, product, pot } = event.data;
      return withOrders(contents, (orders) =>
        orders.set(orderId, { orderId, product, pot, addons: [] }),
      );
    }
    case 'OrderRemoved':
      return withOrders(contents, (orders) => orders.delete(event.data.orderId));
    case 'PotChanged':
      return withOrder(contents, event.data.orderId, () => ({ pot: event.data.pot }));
    case 'AddonAdded':
      return withOrder(contents, event.data.orderId, (order) => ({
        addons: [...order.addons, event.data.addon],
      }));
    case 'AddonRemoved':
      return withOrder(contents, event.data.orderId, (order) => ({
        addons: order.addons.filter((addon) => addon.productId !== event.data.productId),
      }));
    // Cards, messages, recipients, delivery and details are not items in the cart.
    case 'MessageSet':
    case 'CardChosen':
    case 'RecipientSet':
    case 'DeliveryChanged':
    case 'CustomerDetailsGiven':
    case 'GiftCardRecipientSet':
    case 'CheckoutBegun':
    case 'GiftCardApplied':
    case 'GiftCardRemoved':
    case 'PaymentStarted':
    case 'PaymentDeclined':
    case 'BasketPlaced':
    case 'QuestionnaireAnswered':
    case 'DiscountApplied':
    case 'DiscountReassessed':
    case 'DiscountRemoved':
    case 'AffiliateTracked':
    case 'BasketMerged':
    case 'PointsRedeemed':
    case 'PointsReassessed':
    case 'PointsRemoved':
      return contents;
    default:
      return unreachable(event);
  }
}

/** Every item in the basket, order by order as they were added. */
export function basketProducts(contents: BasketContents): ProductSnapshot[] {
  return [...contents.orders.values()].flatMap(orderProducts);
}

/** The items of an order in GA4's order: main product, then pot, then extras. */
export function orderProducts(order: OrderContents): ProductSnapshot[] {
  return [order.product, ...(order.pot ? [order.pot] : []), ...order.addons];
}

function withOrders(
  contents: BasketContents,
  change: (orders: Map<string, OrderContents>) => void,
): BasketContents {
  const orders = new Map(contents.orders);
  change(orders);
  return { orders };
}

function withOrder(
  contents: BasketContents,
  orderId: string,
  change: (order: OrderContents) => Partial<OrderContents>,
): BasketContents {
  const order = contents.orders.get(orderId);
  if (!order) return contents;
  return withOrders(contents, (orders) => orders.set(orderId, { ...order, ...change(order) }));
}

function unreachable(event: never): never {
  throw new Error(`Unhandled basket event ${(event as { type: string }).type}`);
}

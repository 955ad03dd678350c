import type { BasketEvent, DeliverySnapshot, ProductAdded, ProductSnapshot } from '@shop/contracts';
import { DomainError } from '../platform/domain-error';
import type { BasketCommand, BasketCommandOf } from './domain/basket.commands';
import { decide } from './domain/basket.decider';
import { evolve, initialState } from './domain/basket.evolve';
import type { BasketState } from './domain/basket.state';

/*
 * Test kit for the basket decider: given(history).when(command) gives the outcome, compared with
 * then(...events) or refuses(message, status). Free of jest so it type-checks with the build.
 */

/** What a command came to: its events, or the refusal the shopper would read. */
export type Outcome = { events: BasketEvent[] } | { refused: { message: string; status: number } };

/** The state after `history`, folded exactly as a handler loads a stream. */
export const stateAfter = (...history: BasketEvent[]): BasketState =>
  history.reduce(evolve, initialState);

/** `given(...history).when(command)`: decide against the folded history. */
export function given(...history: BasketEvent[]) {
  const state = stateAfter(...history);
  return {
    when(command: BasketCommand): Outcome {
      try {
        return { events: decide(command, state) };
      } catch (error) {
        // Anything but a DomainError is a bug, not a refusal: let the test fail loudly.
        if (!(error instanceof DomainError)) throw error;
        return { refused: { message: error.message, status: error.status } };
      }
    },
  };
}

/** The expected outcome: exactly these events (none for an idempotent command). */
export const then = (...events: BasketEvent[]): Outcome => ({ events });

/** The expected outcome: refused with these words and this HTTP status. */
export const refuses = (message: string, status = 422): Outcome => ({
  refused: { message, status },
});

export const product = (over: Partial<ProductSnapshot> = {}): ProductSnapshot => ({
  productId: 101,
  variantId: null,
  sku: 'FLW-101',
  name: 'The Harriet',
  slug: 'the-harriet',
  image: '/images/products/101-586.svg',
  distributor: 'Flowers',
  attributes: [],
  price: 3500,
  originalPrice: 3500,
  posyPoints: 4,
  isAgeRestricted: false,
  isPersonalisable: false,
  isSubscription: false,
  ...over,
});
export const giftCard = (price: number) =>
  product({ productId: 900, sku: 'GIFTCARD', distributor: 'Gift Cards', price });
export const pot = product({ productId: 8002, sku: 'POT-2', attributes: ['Pots'], price: 500 });
export const chocolates = product({ productId: 9001, sku: 'ADD-CHOC', price: 600 });
export const standard: DeliverySnapshot = {
  methodId: 'standard',
  methodName: 'Standard Delivery',
  date: '2026-06-05',
  price: 0,
  originalPrice: 0,
};
export const tracked: DeliverySnapshot = {
  ...standard,
  methodId: 'tracked',
  methodName: 'Tracked Delivery',
  price: 399,
  originalPrice: 399,
};
export const recipient = {
  recipientName: 'Ada Lovelace',
  addressLine1: '1 Rose Lane',
  addressLine2: '',
  addressLine3: '',
  town: 'Bath',
  postcode: 'BA1 1AA',
};

/** An AddProduct command for a flower on an open day, unless `over` says otherwise. */
export const add = (
  orderId: string,
  over: Partial<BasketCommandOf<'AddProduct'>['data']> = {},
): BasketCommandOf<'AddProduct'> => ({
  type: 'AddProduct',
  data: {
    orderId,
    product: product(),
    pot: null,
    delivery: standard,
    isGiftCard: false,
    productAvailable: true,
    deliveryAvailable: true,
    ...over,
  },
});

export const added = (orderId: string, over: Partial<ProductAdded['data']> = {}): ProductAdded => ({
  type: 'ProductAdded',
  data: { orderId, product: product(), pot: null, delivery: standard, isGiftCard: false, ...over },
});
export const giftCardAdded = (orderId: string): ProductAdded =>
  added(orderId, { product: giftCard(2000), delivery: null, isGiftCard: true });
export const removed = (orderId: string): BasketEvent => ({
  type: 'OrderRemoved',
  data: { orderId },
});

/** One of each order command, for the rules every order command shares. */
export const orderCommands = (orderId: string): [BasketCommand['type'], BasketCommand][] =>
  (
    [
      { type: 'RemoveOrder', data: { orderId } },
      {
        type: 'SetMessage',
        data: { orderId, message: 'Love', personalisationConfiguration: null },
      },
      { type: 'ChooseCard', data: { orderId, size: 'premium-a6' } },
      { type: 'SetRecipient', data: { orderId, ...recipient } },
      { type: 'AddAddon', data: { orderId, addon: chocolates } },
      { type: 'RemoveAddon', data: { orderId, productId: chocolates.productId } },
      { type: 'ChangePot', data: { orderId, pot, potsOffered: true } },
      { type: 'ChangeDelivery', data: { orderId, delivery: tracked, deliveryAvailable: true } },
    ] satisfies BasketCommand[]
  ).map((command) => [command.type, command]);

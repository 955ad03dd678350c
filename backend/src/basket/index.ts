// The basket's public face: other modules import from here, never from its files.
export { BasketModule } from './basket.module';
export {
  CHECKOUT_STATE_TABLE,
  checkoutStateProjection,
  foldCheckoutState,
  type CheckoutDocument,
} from './projections/checkout-state/checkout-state.projection';
export { CheckoutStateQueries } from './projections/checkout-state/checkout-state.queries';
export { decide } from './domain/basket.decider';
export { evolve, initialState } from './domain/basket.evolve';
export type { BasketCommand } from './domain/basket.commands';
export { BasketCommandRunner, type RunOptions } from './commands/basket-command-runner';
export { commandContextOf, type CommandContext } from './commands/command-context';
export { GetCheckout } from './queries/get-checkout/get-checkout.query';
export { basketStreamOf } from './domain/basket-stream';
export type { BasketState, PaymentInProgress } from './domain/basket.state';
export { isCheckoutReady, validateOrder } from './domain/order-validation';
export { redeemablePoints } from './domain/basket-points';
export { validRecipient } from './domain/basket.details';
export { BasketCarryOver } from './commands/merge-basket/basket-carry-over';

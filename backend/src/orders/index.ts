// The orders module's public face: other modules import from here, never from its files.
export { OrdersModule } from './orders.module';
export { AdvanceOrder } from './commands/advance-order/advance-order.command';
export {
  PAYMENT_PROVIDER,
  type CreatePayment,
  type PaymentOutcome,
  type PaymentProvider,
} from './payments/payment-provider';

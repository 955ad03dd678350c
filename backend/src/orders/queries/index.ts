import {
  GetAccountOrderHandler,
  GetAccountOrdersHandler,
} from './account-orders/account-orders.handler';
import { GetOrderCompleteHandler } from './get-order-complete/get-order-complete.handler';
import { GetPaymentMethodsHandler } from './payment-methods/payment-methods.handler';
import { TrackOrderHandler } from './track-order/track-order.handler';

/** Every orders query handler, spread into the module's providers. */
export const ORDERS_QUERY_HANDLERS = [
  GetOrderCompleteHandler,
  TrackOrderHandler,
  GetAccountOrdersHandler,
  GetAccountOrderHandler,
  GetPaymentMethodsHandler,
];

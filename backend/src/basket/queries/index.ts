import { GetCardImageHandler } from './get-card-image/get-card-image.handler';
import { GetCardPersonalisationConfigHandler } from './get-card-personalisation-config/get-card-personalisation-config.handler';
import { GetCheckoutAddonsHandler } from './get-checkout-addons/get-checkout-addons.handler';
import { GetCheckoutWithRedirectHandler } from './get-checkout-with-redirect/get-checkout-with-redirect.handler';
import { GetCheckoutHandler } from './get-checkout/get-checkout.handler';
import { GetEditDeliveryHandler } from './get-edit-delivery/get-edit-delivery.handler';
import { ValidateOrderHandler } from './validate-order/validate-order.handler';

/** Every basket query handler, spread into the module's providers. */
export const BASKET_QUERY_HANDLERS = [
  GetCheckoutHandler,
  GetCheckoutWithRedirectHandler,
  GetEditDeliveryHandler,
  GetCardPersonalisationConfigHandler,
  GetCheckoutAddonsHandler,
  ValidateOrderHandler,
  GetCardImageHandler,
];

import { GetCheckoutPointsController } from './get-checkout-points/get-checkout-points.controller';
import { GetCheckoutPointsHandler } from './get-checkout-points/get-checkout-points.handler';
import { PointsAtCheckout } from './points-at-checkout.service';
import { RedeemPointsController } from './redeem-points/redeem-points.controller';
import { RedeemPointsHandler } from './redeem-points/redeem-points.handler';
import { RemovePointsController } from './remove-points/remove-points.controller';
import { RemovePointsHandler } from './remove-points/remove-points.handler';

/**
 * Posy Points at checkout: the three `/api/checkout/posy-points/*` calls (docs/rules-checkout.md
 * "Calls").
 */
export const CHECKOUT_POINTS_CONTROLLERS = [
  GetCheckoutPointsController,
  RedeemPointsController,
  RemovePointsController,
];
export const CHECKOUT_POINTS_PROVIDERS = [
  PointsAtCheckout,
  GetCheckoutPointsHandler,
  RedeemPointsHandler,
  RemovePointsHandler,
];

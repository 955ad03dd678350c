// The delivery module's public face: other modules import from here, never from its files.
// The pure rules live one floor down in `delivery-rules` (below the catalogue); they are
// re-exported here under the names this file has always offered.
export { DeliveryModule } from './delivery.module';
export {
  checkPostcode,
  DELIVERY_METHODS,
  deliveryMethod,
  DISTRIBUTOR_RULES,
  distributorRule,
  earliestDeliveryDate,
  isCalendarDate,
  isDeliverable,
  methodsForDay,
} from '../delivery-rules';
/**
 * @deprecated The delivery endpoints are `DeliveryModule` now that the rules no longer need the
 * catalogue; this name only keeps imports from before that split compiling.
 */
export { DeliveryModule as DeliveryApiModule } from './delivery.module';

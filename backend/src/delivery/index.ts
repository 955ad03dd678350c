// The delivery module's public face: other modules import from here, never from its files.
export { DeliveryModule } from './delivery.module';
export { isCalendarDate } from './domain/london-days';
export { isDeliverable, methodsForDay, earliestDeliveryDate } from './domain/delivery-calendar';
export { checkPostcode } from './domain/postcode-rules';
export { DELIVERY_METHODS, deliveryMethod } from './domain/delivery-methods';
export { DISTRIBUTOR_RULES, distributorRule } from './domain/distributor-rules';
export { DeliveryApiModule } from './delivery-api.module';

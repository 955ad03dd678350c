// The delivery rules' public face: the pure calendar and postcode rules every module that needs
// delivery facts imports from here (catalogue, delivery endpoints, basket). Nothing here imports
// another domain module, so the rules sit below the catalogue.
export { DeliveryRulesModule } from './delivery-rules.module';
export {
  calendarDays,
  daysToPaint,
  earliestDeliveryDate,
  isDeliverable,
  methodsForDay,
  MAX_CALENDAR_WINDOW_DAYS,
  type CalendarDay,
} from './domain/delivery-calendar';
export { DELIVERY_METHODS, deliveryMethod, type DeliveryMethodId } from './domain/delivery-methods';
export {
  cheapestDeliveryPrice,
  DISTRIBUTOR_RULES,
  distributorRule,
} from './domain/distributor-rules';
export { dayFacts, daysFromTo, isCalendarDate, plusDays } from './domain/london-days';
export { checkPostcode, parsePostcode, POSTCODE_MESSAGES } from './domain/postcode-rules';

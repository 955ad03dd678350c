// The delivery module's public face: other modules import from here, never from its files.
// It serves the calendar and postcode endpoints; the pure rules live one floor down in
// `delivery-rules` (below the catalogue), which is where other modules take them from.
export { DeliveryModule } from './delivery.module';

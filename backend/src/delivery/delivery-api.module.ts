import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue';
import { CalendarController } from './calendar.controller';
import { PostcodeController } from './postcode.controller';

/**
 * The delivery endpoints: the calendar and the postcode check. Kept apart from DeliveryModule
 * because the calendar needs the catalogue (a product's distributor and availability) while the
 * catalogue needs DeliveryModule; one module doing both would import itself in a circle.
 */
@Module({
  imports: [CatalogueModule],
  controllers: [CalendarController, PostcodeController],
})
export class DeliveryApiModule {}

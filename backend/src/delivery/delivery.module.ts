import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue';
import { DeliveryRulesModule } from '../delivery-rules';
import { CalendarDaysController } from './queries/calendar-days/calendar-days.controller';
import { CalendarDaysHandler } from './queries/calendar-days/calendar-days.handler';
import { CheckPostcodeController } from './queries/check-postcode/check-postcode.controller';
import { CheckPostcodeHandler } from './queries/check-postcode/check-postcode.handler';

/**
 * The delivery endpoints (docs/architecture.md "Backend modules"): the calendar and the postcode
 * check, over the pure rules of `delivery-rules` and the catalogue's products.
 */
@Module({
  imports: [DeliveryRulesModule, CatalogueModule],
  controllers: [CalendarDaysController, CheckPostcodeController],
  providers: [CalendarDaysHandler, CheckPostcodeHandler],
})
export class DeliveryModule {}

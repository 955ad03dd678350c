import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { CalendarDaysQuery, CalendarDaysResponse, IsoDate } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { IdPipe, IsoDatePipe } from '../../../platform/http/path-pipes';
import { CalendarDays } from './calendar-days.query';

@ApiTags('delivery')
@Controller('calendar')
export class CalendarDaysController {
  constructor(private readonly queryBus: QueryBus) {}

  /**
   * `GET /api/calendar/get-days/{start}/{end}/{productId}` (docs/rules-checkout.md "Calls"): one
   * day per date of the window, as of the clock's now. `?pad=true` (month view) adds dummy days so
   * the list runs Monday to Sunday; the compact view leaves it off.
   */
  @Get('get-days/:start/:end/:productId')
  @ApiOperation({ summary: 'The delivery days and methods of a product over a date window.' })
  @ApiParam({
    name: 'start',
    description: 'First day, YYYY-MM-DD',
    schema: { type: 'string', format: 'date' },
  })
  @ApiParam({
    name: 'end',
    description: 'Last day (inclusive), YYYY-MM-DD',
    schema: { type: 'string', format: 'date' },
  })
  @ApiParam({
    name: 'productId',
    description: 'The product id',
    schema: { type: 'integer', minimum: 1 },
  })
  @ApiQuery({
    name: 'pad',
    required: false,
    description: "'true' pads a month view to whole Monday-to-Sunday weeks",
    schema: { type: 'string', enum: ['true', 'false'] },
  })
  @ApiData('CalendarDaysResponse')
  getDays(
    @Param('start', IsoDatePipe) start: IsoDate,
    @Param('end', IsoDatePipe) end: IsoDate,
    @Param('productId', IdPipe) productId: number,
    @Query('pad') pad: CalendarDaysQuery['pad'],
  ): Promise<CalendarDaysResponse> {
    return this.queryBus.execute(new CalendarDays({ start, end, productId }, { pad }));
  }
}

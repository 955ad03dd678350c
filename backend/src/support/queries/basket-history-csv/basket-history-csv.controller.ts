import { StateChanging } from '../../../platform/http/cross-site';
import { Controller, Get, Param, Req, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiCookieAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { SupportBasketParams } from '@shop/contracts';
import type { Request, Response } from 'express';
import { ApiFileAnswer } from '../../../platform/http/api-docs/api-docs.decorators';
import { openingOf } from '../../audit/opening-context';
import { parseBasketId } from '../../domain/basket-id';
import { SupportStaffGuard } from '../../staff/support-staff.guard';
import { BASKET_ID_PARAM } from '../basket-id.param';
import { BasketHistoryCsv } from './basket-history-csv.query';

@ApiTags('support')
@ApiCookieAuth()
@Controller('support/baskets')
@UseGuards(SupportStaffGuard)
export class BasketHistoryCsvController {
  constructor(private readonly queries: QueryBus) {}

  /** The history as a CSV download (raw, not in the envelope). */
  @Get(':id/events.csv')
  // Opening a basket writes an audit entry: like any change, never on a cross-site request.
  @StateChanging()
  @ApiOperation({
    summary: "Downloads a basket's event history as CSV; this is audited as an opening.",
  })
  @ApiParam(BASKET_ID_PARAM)
  @ApiFileAnswer(['text/csv'], "The basket's history: a header line, then one CRLF line per event.")
  async csv(
    @Param('id') id: SupportBasketParams['id'],
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const basketId = parseBasketId(id);
    const { staff, context } = openingOf(request);
    const file = await this.queries.execute(new BasketHistoryCsv(basketId, staff, context));
    response.status(200).type('text/csv; charset=utf-8').attachment(file.fileName).send(file.csv);
  }
}

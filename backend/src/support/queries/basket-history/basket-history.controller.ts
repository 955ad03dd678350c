import { randomUUID } from 'node:crypto';
import { Controller, Get, Param, Req, Res, UseGuards } from '@nestjs/common';
import type { SupportBasketEventsResponse } from '@shop/contracts';
import type { Request, Response } from 'express';
import { parseBasketId } from '../basket-id';
import { SupportStaffGuard } from '../staff/support-staff.guard';
import { SupportAudit } from '../support-audit';
import { BasketHistory } from './basket-history';
import { historyCsv } from './history-csv';

/** A basket's history: opening it is audited; the CSV export is the same rows. */
@Controller('support/baskets')
@UseGuards(SupportStaffGuard)
export class BasketHistoryController {
  constructor(
    private readonly history: BasketHistory,
    private readonly audit: SupportAudit,
  ) {}

  @Get(':id/events')
  async events(
    @Param('id') id: string,
    @Req() request: Request,
  ): Promise<SupportBasketEventsResponse> {
    const basketId = parseBasketId(id);
    const events = await this.history.describe(basketId);
    await this.recordOpened(basketId, request);
    return { basketId, events, audit: await this.audit.entries(basketId) };
  }

  /** The history as a CSV download (raw, not in the envelope); taking a copy is an opening too. */
  @Get(':id/events.csv')
  async csv(
    @Param('id') id: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const basketId = parseBasketId(id);
    const csv = historyCsv(await this.history.describe(basketId));
    await this.recordOpened(basketId, request);
    response.status(200).type('text/csv; charset=utf-8').attachment(`${basketId}.csv`).send(csv);
  }

  private recordOpened(basketId: string, request: Request): Promise<void> {
    const requestId = (request as Request & { id?: unknown }).id;
    return this.audit.recordOpened(basketId, request.supportStaff!, {
      sessionId: request.shopSession!.id,
      correlationId: typeof requestId === 'string' ? requestId : randomUUID(),
    });
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SupportBasketEventsResponse } from '@shop/contracts';
import { SupportAudit } from '../../audit/support-audit';
import { BasketHistoryQueries } from '../../projections/basket-history/basket-history.queries';
import { BasketHistory } from './basket-history.query';

@QueryHandler(BasketHistory)
export class BasketHistoryHandler implements IQueryHandler<BasketHistory> {
  constructor(
    private readonly history: BasketHistoryQueries,
    private readonly audit: SupportAudit,
  ) {}

  async execute({ basketId, staff, context }: BasketHistory): Promise<SupportBasketEventsResponse> {
    const events = await this.history.describe(basketId);
    await this.audit.recordOpened(basketId, staff, context);
    return { basketId, events, audit: await this.audit.entries(basketId) };
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SupportAudit } from '../../audit/support-audit';
import { historyCsv } from '../../domain/history-csv';
import { BasketHistoryQueries } from '../../projections/basket-history/basket-history.queries';
import { BasketHistoryCsv } from './basket-history-csv.query';

@QueryHandler(BasketHistoryCsv)
export class BasketHistoryCsvHandler implements IQueryHandler<BasketHistoryCsv> {
  constructor(
    private readonly history: BasketHistoryQueries,
    private readonly audit: SupportAudit,
  ) {}

  async execute({
    basketId,
    staff,
    context,
  }: BasketHistoryCsv): Promise<{ fileName: string; csv: string }> {
    const csv = historyCsv(await this.history.describe(basketId));
    await this.audit.recordOpened(basketId, staff, context);
    return { fileName: `${basketId}.csv`, csv };
  }
}

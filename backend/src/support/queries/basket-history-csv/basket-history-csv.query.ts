import { Query } from '@nestjs/cqrs';
import type { SupportStaff } from '@shop/contracts';
import type { OpeningContext } from '../../audit/support-audit';

/** A basket's history as a CSV file; taking a copy is recorded as an opening too. */
export class BasketHistoryCsv extends Query<{ fileName: string; csv: string }> {
  constructor(
    readonly basketId: string,
    readonly staff: SupportStaff,
    readonly context: OpeningContext,
  ) {
    super();
  }
}

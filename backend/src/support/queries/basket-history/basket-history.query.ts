import { Query } from '@nestjs/cqrs';
import type { SupportBasketEventsResponse, SupportStaff } from '@shop/contracts';
import type { OpeningContext } from '../../audit/support-audit';

/** A basket's history and who opened it; this opening is recorded first (the audit includes it). */
export class BasketHistory extends Query<SupportBasketEventsResponse> {
  constructor(
    readonly basketId: string,
    readonly staff: SupportStaff,
    readonly context: OpeningContext,
  ) {
    super();
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PointsLedger } from '@shop/contracts';
import { PointsLedgerService } from '../../points-ledger.service';
import { GetAccountPoints } from './get-account-points.query';

@QueryHandler(GetAccountPoints)
export class GetAccountPointsHandler implements IQueryHandler<GetAccountPoints> {
  constructor(private readonly ledger: PointsLedgerService) {}

  /** One read of the customer's ledger stream, folded. */
  execute({ customerId }: GetAccountPoints): Promise<PointsLedger> {
    return this.ledger.history(customerId);
  }
}

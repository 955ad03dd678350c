import { Query } from '@nestjs/cqrs';
import type { PointsLedger } from '@shop/contracts';

/** The signed-in customer's Posy Points: balance and ledger, newest first. */
export class GetAccountPoints extends Query<PointsLedger> {
  constructor(readonly customerId: string) {
    super();
  }
}

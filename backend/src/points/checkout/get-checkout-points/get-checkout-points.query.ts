import { Query } from '@nestjs/cqrs';
import type { PointsResponse } from '@shop/contracts';
import type { CommandContext } from '../../../basket';

/** The customer's Posy Points and what their basket may take. */
export class GetCheckoutPoints extends Query<PointsResponse> {
  constructor(readonly context: CommandContext) {
    super();
  }
}

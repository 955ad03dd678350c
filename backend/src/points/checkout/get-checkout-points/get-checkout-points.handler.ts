import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PointsResponse } from '@shop/contracts';
import { PointsAtCheckout } from '../points-at-checkout.service';
import { GetCheckoutPoints } from './get-checkout-points.query';

@QueryHandler(GetCheckoutPoints)
export class GetCheckoutPointsHandler implements IQueryHandler<GetCheckoutPoints> {
  constructor(private readonly points: PointsAtCheckout) {}

  execute({ context }: GetCheckoutPoints): Promise<PointsResponse> {
    return this.points.current(context);
  }
}

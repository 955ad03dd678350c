import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { DiscountState } from '@shop/contracts';
import { DiscountApplication } from '../../discount-application.service';
import { GetDiscount } from './get-discount.query';

@QueryHandler(GetDiscount)
export class GetDiscountHandler implements IQueryHandler<GetDiscount> {
  constructor(private readonly discounts: DiscountApplication) {}

  execute({ context }: GetDiscount): Promise<DiscountState> {
    return this.discounts.current(context);
  }
}

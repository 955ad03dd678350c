import { Query } from '@nestjs/cqrs';
import type { DiscountState } from '@shop/contracts';
import type { CommandContext } from '../../../basket';

/** The basket's code and what it says now. */
export class GetDiscount extends Query<DiscountState> {
  constructor(readonly context: CommandContext) {
    super();
  }
}

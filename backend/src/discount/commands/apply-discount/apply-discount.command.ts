import { Command } from '@nestjs/cqrs';
import type { DiscountState } from '@shop/contracts';
import type { DiscountAttempt } from '../../discount-application.service';

/** Put the code the shopper typed on their basket. */
export class ApplyDiscountCode extends Command<DiscountState> {
  constructor(
    readonly typed: string,
    readonly attempt: DiscountAttempt,
  ) {
    super();
  }
}

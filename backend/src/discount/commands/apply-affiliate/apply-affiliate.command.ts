import { Command } from '@nestjs/cqrs';
import type { DiscountState } from '@shop/contracts';
import type { CommandContext } from '../../../basket';

/** The shopper arrived through an affiliate's link (`?aff=newbox15`): its code goes on. */
export class ApplyAffiliate extends Command<DiscountState> {
  constructor(
    readonly affiliateId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

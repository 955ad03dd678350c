import { Command } from '@nestjs/cqrs';
import type { DiscountState } from '@shop/contracts';
import type { CommandContext } from '../../../basket';

/** Take the code off the basket. */
export class RemoveDiscountCode extends Command<DiscountState> {
  constructor(readonly context: CommandContext) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { AddGiftCardRequest, AddToBasketResponse } from '@shop/contracts';
import type { CommandContext } from '../command-context';

/** Put a gift card of the chosen amount in the basket. Answers errors. */
export class AddGiftCard extends Command<AddToBasketResponse> {
  constructor(
    readonly body: AddGiftCardRequest,
    readonly context: CommandContext,
    readonly idempotencyKey: string | undefined,
  ) {
    super();
  }
}

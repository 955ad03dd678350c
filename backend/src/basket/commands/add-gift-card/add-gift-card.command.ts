import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../basket-command-runner';
import type { AddGiftCardDto } from './add-gift-card.dto';

/** Put a gift card of the chosen amount in the basket. Answers errors. */
export class AddGiftCardCommand extends Command<string[]> {
  constructor(
    readonly body: AddGiftCardDto,
    readonly context: CommandContext,
    readonly idempotencyKey: string | undefined,
  ) {
    super();
  }
}

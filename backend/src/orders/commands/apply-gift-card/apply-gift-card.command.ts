import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../basket';

/** Put a gift card towards this purchase. */
export class ApplyGiftCard extends Command<void> {
  constructor(
    readonly code: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../basket';

/** Take the gift card off this purchase. */
export class RemoveGiftCard extends Command<void> {
  constructor(readonly context: CommandContext) {
    super();
  }
}

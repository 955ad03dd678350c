import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../basket';

/** Take the Posy Points claimed off the basket. */
export class RemovePoints extends Command<void> {
  constructor(readonly context: CommandContext) {
    super();
  }
}

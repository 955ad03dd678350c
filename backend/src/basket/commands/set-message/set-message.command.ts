import { Command } from '@nestjs/cqrs';
import type { SetMessageData } from '@shop/contracts';
import type { CommandContext } from '../basket-command-runner';

/** Write the card message of an order (and a personalised card's areas). */
export class SetMessage extends Command<void> {
  constructor(
    readonly orderIndex: number,
    readonly data: SetMessageData,
    readonly context: CommandContext,
  ) {
    super();
  }
}

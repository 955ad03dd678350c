import { Command } from '@nestjs/cqrs';
import type { SetMessageData } from '@shop/contracts';
import type { CommandContext } from '../command-context';

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

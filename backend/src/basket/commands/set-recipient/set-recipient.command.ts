import { Command } from '@nestjs/cqrs';
import type { SetRecipientData } from '@shop/contracts';
import type { CommandContext } from '../command-context';

/** Say who an order goes to and where. */
export class SetRecipient extends Command<void> {
  constructor(
    readonly orderIndex: number,
    readonly data: SetRecipientData,
    readonly context: CommandContext,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { SetGiftCardRecipientData } from '@shop/contracts';
import type { CommandContext } from '../command-context';

/** Say who a gift card order is emailed to, with the message and the day it is sent. */
export class SetGiftCardRecipient extends Command<void> {
  constructor(
    readonly orderIndex: number,
    readonly data: SetGiftCardRecipientData,
    readonly context: CommandContext,
  ) {
    super();
  }
}

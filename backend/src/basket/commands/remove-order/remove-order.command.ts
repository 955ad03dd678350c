import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../command-context';

/** Take an order out of the session's basket. */
export class RemoveOrder extends Command<void> {
  constructor(
    readonly orderId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { ChangeDeliveryData } from '@shop/contracts';
import type { CommandContext } from '../command-context';

/** Move an order to another delivery method or day. */
export class ChangeDelivery extends Command<void> {
  constructor(
    readonly orderIndex: number,
    readonly data: ChangeDeliveryData,
    readonly context: CommandContext,
  ) {
    super();
  }
}

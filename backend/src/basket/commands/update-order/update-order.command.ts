import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../basket-command-runner';
import type { UpdateOrderDto } from './update-order.dto';

/** Change one part of an order (or the customer details) from the checkout page. */
export class UpdateOrderCommand extends Command<void> {
  constructor(
    readonly body: UpdateOrderDto,
    readonly context: CommandContext,
  ) {
    super();
  }
}

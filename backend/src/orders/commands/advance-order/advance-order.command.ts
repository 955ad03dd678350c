import { Command } from '@nestjs/cqrs';
import type { OrderStatus } from '@shop/contracts';

/** Move a placed order to its next status (staff, from the command line). */
export class AdvanceOrder extends Command<OrderStatus> {
  constructor(
    readonly orderNumber: string,
    readonly staff: string,
  ) {
    super();
  }
}

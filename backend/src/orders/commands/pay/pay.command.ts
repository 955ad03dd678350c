import { Command } from '@nestjs/cqrs';
import type { PayResponse } from '@shop/contracts';
import type { CommandContext } from '../../../basket';
import type { PayAttempt } from './purchase-payment';

/** Pay for the session's basket and place its orders. */
export class Pay extends Command<PayResponse> {
  constructor(
    readonly attempt: PayAttempt,
    readonly context: CommandContext,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../command-context';

/** The shopper opened the payment page: recorded once per basket (GA4 `begin_checkout`). */
export class BeginCheckout extends Command<void> {
  constructor(readonly context: CommandContext) {
    super();
  }
}

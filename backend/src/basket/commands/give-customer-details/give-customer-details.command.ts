import { Command } from '@nestjs/cqrs';
import type { GiveCustomerDetailsData } from '@shop/contracts';
import type { CommandContext } from '../command-context';

/** The buyer's own details, for the whole basket. */
export class GiveCustomerDetails extends Command<void> {
  constructor(
    readonly data: GiveCustomerDetailsData,
    readonly context: CommandContext,
  ) {
    super();
  }
}

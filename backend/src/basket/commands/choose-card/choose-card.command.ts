import { Command } from '@nestjs/cqrs';
import type { ChooseCardData } from '@shop/contracts';
import type { CommandContext } from '../command-context';

/** Pick the standard or a premium card for an order. */
export class ChooseCard extends Command<void> {
  constructor(
    readonly orderIndex: number,
    readonly data: ChooseCardData,
    readonly context: CommandContext,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { ChangePotData } from '@shop/contracts';
import type { CommandContext } from '../command-context';

/** Swap the pot of a plant's order, or take it off. */
export class ChangePot extends Command<void> {
  constructor(
    readonly orderIndex: number,
    readonly data: ChangePotData,
    readonly context: CommandContext,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { ChangeAddonsData } from '@shop/contracts';
import type { CommandContext } from '../command-context';

/** Make an order's extras exactly the ones listed: adds the new, removes the rest, as one change. */
export class ChangeAddons extends Command<void> {
  constructor(
    readonly orderIndex: number,
    readonly data: ChangeAddonsData,
    readonly context: CommandContext,
  ) {
    super();
  }
}

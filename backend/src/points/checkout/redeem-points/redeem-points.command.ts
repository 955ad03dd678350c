import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../basket';

/** Put the signed-in customer's Posy Points towards their basket. */
export class RedeemPoints extends Command<void> {
  constructor(readonly context: CommandContext) {
    super();
  }
}

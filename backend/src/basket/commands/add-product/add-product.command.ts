import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../basket-command-runner';
import type { AddProductDto } from './add-product.dto';

/** Put a catalogue product, its pot and its delivery in the session's basket. Answers errors. */
export class AddProductCommand extends Command<string[]> {
  constructor(
    readonly body: AddProductDto,
    readonly context: CommandContext,
    readonly idempotencyKey: string | undefined,
  ) {
    super();
  }
}

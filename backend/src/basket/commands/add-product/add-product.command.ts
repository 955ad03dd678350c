import { Command } from '@nestjs/cqrs';
import type { AddProductRequest, AddToBasketResponse } from '@shop/contracts';
import type { CommandContext } from '../command-context';

/** Put a catalogue product, its pot and its delivery in the session's basket. Answers errors. */
export class AddProduct extends Command<AddToBasketResponse> {
  constructor(
    readonly body: AddProductRequest,
    readonly context: CommandContext,
    readonly idempotencyKey: string | undefined,
  ) {
    super();
  }
}

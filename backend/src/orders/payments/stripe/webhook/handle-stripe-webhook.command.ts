import { Command } from '@nestjs/cqrs';
import type { StripeWebhookAck } from '@shop/contracts';

/** Act on one delivery of Stripe's webhook: its exact body bytes and its signature header. */
export class HandleStripeWebhook extends Command<StripeWebhookAck> {
  constructor(
    readonly rawBody: Buffer | null,
    readonly signature: string | null,
  ) {
    super();
  }
}

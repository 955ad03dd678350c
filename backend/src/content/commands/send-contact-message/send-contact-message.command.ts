import { Command } from '@nestjs/cqrs';
import type { ContactRequest, FormThankYou } from '@shop/contracts';
import type { FormSender } from '../form-submissions';

/** Store a message for customer service: 429 over the forms' rate limit. */
export class SendContactMessage extends Command<FormThankYou> {
  constructor(
    readonly contact: ContactRequest,
    readonly sender: FormSender,
  ) {
    super();
  }
}

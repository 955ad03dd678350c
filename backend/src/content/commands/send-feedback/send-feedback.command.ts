import { Command } from '@nestjs/cqrs';
import type { FeedbackRequest, FormThankYou } from '@shop/contracts';
import type { FormSender } from '../form-submissions';

/** Store a shopper's rating and comments: 429 over the forms' rate limit. */
export class SendFeedback extends Command<FormThankYou> {
  constructor(
    readonly feedback: FeedbackRequest,
    readonly sender: FormSender,
  ) {
    super();
  }
}

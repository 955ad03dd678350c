import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FORM_MESSAGES, type FormThankYou } from '@shop/contracts';
import { exec } from '../../../platform/database/sql-database';
import { FormSubmissions } from '../form-submissions';
import { SendFeedback } from './send-feedback.command';

@CommandHandler(SendFeedback)
export class SendFeedbackHandler implements ICommandHandler<SendFeedback> {
  constructor(private readonly submissions: FormSubmissions) {}

  async execute({ feedback, sender }: SendFeedback): Promise<FormThankYou> {
    await this.submissions.submit(sender, (now) =>
      exec(
        `INSERT INTO feedback_messages (session_id, created_at, rating, comments, email)
         VALUES (?, ?, ?, ?, ?)`,
        [sender.sessionId, now, feedback.rating, feedback.comments, feedback.email ?? null],
      ),
    );
    return { message: FORM_MESSAGES.feedbackThanks };
  }
}

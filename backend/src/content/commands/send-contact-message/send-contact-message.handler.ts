import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FORM_MESSAGES, type FormThankYou } from '@shop/contracts';
import { exec } from '../../../platform/database/sql-database';
import { FormSubmissions } from '../form-submissions';
import { SendContactMessage } from './send-contact-message.command';

@CommandHandler(SendContactMessage)
export class SendContactMessageHandler implements ICommandHandler<SendContactMessage> {
  constructor(private readonly submissions: FormSubmissions) {}

  async execute({ contact, sender }: SendContactMessage): Promise<FormThankYou> {
    await this.submissions.submit(sender, (now) =>
      exec(
        `INSERT INTO contact_messages (session_id, created_at, name, email, order_number, message)
         VALUES (?, ?, ?, ?, ?, ?)`,
        [
          sender.sessionId,
          now,
          contact.name,
          contact.email,
          contact.orderNumber ?? null,
          contact.message,
        ],
      ),
    );
    return { message: FORM_MESSAGES.contactThanks };
  }
}

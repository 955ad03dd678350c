import { createTransport } from 'nodemailer';

/** A message as handed to the mail server. */
export interface MailMessage {
  from: string;
  to: string;
  cc: string | null;
  subject: string;
  text: string;
  html: string;
  /** `<…@domain>`: the same on every attempt at one email. */
  messageId: string;
}

/** Where the dispatcher hands messages (SMTP in the app; a recorder in tests). */
export interface MailTransport {
  /** Resolves once the server accepted the message; rejects otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Kept short, so an attempt ends well within the dispatcher's claim timeout. */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** nodemailer over SMTP (`SMTP_URL`: smtp://user:pass@host:587, smtps://… for implicit TLS). */
export function smtpTransport(url: string): MailTransport {
  const transporter = createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    async send(message) {
      // nodemailer rejects when the server refuses the message or every recipient; a message
      // accepted for some recipients counts as sent (sending it again would double it for them).
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        ...(message.cc ? { cc: message.cc } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
      });
    },
    close() {
      transporter.close();
    },
  };
}

import { Readable } from 'node:stream';
import { createTransport } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';

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

/**
 * Called, and waited for, once the server has everything of a message but its end: a failure
 * before it delivered nothing. Rejecting aborts the message, so the server discards it.
 */
export type HandOver = () => Promise<void>;

/** Where the dispatcher hands messages (SMTP in the app; a recorder in tests). */
export interface MailTransport {
  /**
   * Resolves once the server accepted the message; rejects otherwise, with the server's
   * `responseCode` when the server itself refused it.
   */
  send(message: MailMessage, handOver: HandOver): Promise<void>;
  close(): void;
}

/** The message's bytes, ending only once `handOver` has resolved. */
async function* endingAfter(body: Buffer, handOver: HandOver): AsyncGenerator<Buffer> {
  yield body;
  await handOver();
}

/** Kept short, so a dead server fails an attempt quickly (a live one renews its claim). */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * nodemailer over SMTP (`SMTP_URL`: smtp://user:pass@host:587, smtps://… for implicit TLS). The
 * message is composed first (nodemailer's MailComposer) and handed over as a stream that ends
 * only after `handOver`: an SMTP server delivers nothing before a message's terminating dot,
 * which follows the stream's end, so everything before it (connecting, signing in, the
 * envelope) can fail without the email having gone.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    async send(message, handOver) {
      const mime = new MailComposer({
        from: message.from,
        to: message.to,
        ...(message.cc ? { cc: message.cc } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
      }).compile();
      const body = await mime.build();
      // nodemailer rejects when the server refuses the message or every recipient; a message
      // accepted for some recipients counts as sent (sending it again would double it for them).
      await transporter.sendMail({
        envelope: mime.getEnvelope(),
        raw: Readable.from(endingAfter(body, handOver)),
      });
    },
    close() {
      transporter.close();
    },
  };
}

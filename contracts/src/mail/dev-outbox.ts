/**
 * `GET /api/dev/outbox?to=`: the emails the shop queued, newest first (only when `NODE_ENV` is
 * not production), so developers and tests can read what a shopper was sent.
 */
export interface DevOutboxQuery {
  /** Only emails to this exact address. */
  to?: string;
}

export interface DevOutboxEmail {
  id: number;
  /** `order-confirmation`, `gift-card`, … */
  kind: string;
  to: string;
  cc: string | null;
  subject: string;
  text: string;
  html: string;
  /** UTC instants. */
  sendAfter: string;
  createdAt: string;
  /** When the mail server accepted it; null while unsent (always, without `SMTP_URL`). */
  sentAt: string | null;
}

export const DEV_OUTBOX_MESSAGES = {
  badAddress: 'to must be an email address',
} as const;

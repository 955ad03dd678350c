import request from 'supertest';
import { createTestApp } from '../../testing/test-app';
import { testDialects } from '../database/scratch-database';
import { exec, SqlDatabase } from '../database/sql-database';
import { MailOutbox } from './mail-outbox';
import { startTestSmtpServer } from './mail.test-kit';
import { instantOf, outboxMessageId, queueEmail, type OutboxEmail } from './outbox';

const NOW = new Date('2026-06-04T10:00:00Z');

/** The outbox's sender in the application: woken, and stopped before the pool closes. */
describe('MailOutbox', () => {
  it('finishes the send under way before the database closes, then sends nothing more', async () => {
    const smtp = await startTestSmtpServer({ acceptAfterMs: 300 });
    const t = await createTestApp({ now: NOW, config: { smtpUrl: smtp.url } });
    try {
      const outbox = t.app.get(MailOutbox);
      await t.app.get(SqlDatabase).transaction(() =>
        queueEmail(
          {
            messageId: outboxMessageId('test', 'shutdown', 'Posy <hello@posy.example>'),
            kind: 'test',
            to: 'ann@example.com',
            cc: null,
            subject: 'Sent while closing',
            text: 'Hello',
            html: '<p>Hello</p>',
            sendAfter: NOW,
          },
          NOW,
        ),
      );
      const sending = outbox.wake();
      const [listed] = (await request(t.server).get('/api/dev/outbox').expect(200)).body.data;
      expect(listed.sentAt).toBeNull();
      await t.app.close();
      // Marked sent on the open pool: the shutdown waited for it.
      await expect(sending).resolves.toBe(1);
      expect(smtp.received.map((m) => m.headers.subject)).toEqual(['Sent while closing']);
      expect(await outbox.wake()).toBe(0);
    } finally {
      await t.close().catch(() => undefined);
      await smtp.close();
    }
  });
});

const EMAIL: OutboxEmail = {
  messageId: outboxMessageId('test', 'kill', 'Posy <hello@posy.example>'),
  kind: 'test',
  to: 'ann@example.com',
  cc: null,
  subject: 'Your order',
  text: 'Hello',
  html: '<p>Hello</p>',
  sendAfter: NOW,
};

describe.each(testDialects())('MailOutbox over SMTP on %s', (dialect) => {
  it('records an email as sent before the server has it whole, so a takeover never sends it again', async () => {
    const seen: (string | null)[] = [];
    let sql: SqlDatabase | null = null;
    // What the outbox says at the moment the server has the whole message.
    const smtp = await startTestSmtpServer({
      beforeAnswer: async () => {
        const [row] = await sql!.query<{ sent_at: unknown }>('SELECT sent_at FROM outbox');
        seen.push(instantOf(row.sent_at));
      },
    });
    const t = await createTestApp({ dialect, now: NOW, config: { smtpUrl: smtp.url } });
    try {
      const db = t.app.get(SqlDatabase);
      sql = db;
      await db.transaction(() => queueEmail(EMAIL, NOW));
      expect(await t.app.get(MailOutbox).wake()).toBe(1);
      expect(seen).toEqual([NOW.toISOString()]);
      // Had the instance stopped then, its lapsed claim would find the email sent.
      t.clock.set(new Date(NOW.getTime() + 60 * 60_000));
      expect(await t.app.get(MailOutbox).wake()).toBe(0);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('sends what a stopped instance had claimed once MAIL_CLAIM_TIMEOUT_SECONDS have passed', async () => {
    const smtp = await startTestSmtpServer();
    const t = await createTestApp({
      dialect,
      now: NOW,
      config: { smtpUrl: smtp.url, mailClaimTimeoutMs: 60_000 },
    });
    try {
      const sql = t.app.get(SqlDatabase);
      await sql.transaction(() => queueEmail(EMAIL, NOW));
      await sql.transaction(() => exec('UPDATE outbox SET claimed_at = ?, attempts = 1', [NOW]));
      const outbox = t.app.get(MailOutbox);
      t.clock.set(new Date(NOW.getTime() + 59_000));
      expect(await outbox.wake()).toBe(0);
      t.clock.set(new Date(NOW.getTime() + 60_001));
      expect(await outbox.wake()).toBe(1);
      expect(smtp.received.map((m) => m.headers['message-id'])).toEqual([EMAIL.messageId]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

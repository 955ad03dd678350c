import request from 'supertest';
import { createTestApp } from '../../testing/test-app';
import { SqlDatabase } from '../database/sql-database';
import { MailOutbox } from './mail-outbox';
import { startTestSmtpServer } from './mail.test-kit';
import { outboxMessageId, queueEmail } from './outbox';

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

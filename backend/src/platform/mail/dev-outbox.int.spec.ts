import request from 'supertest';
import { createTestApp } from '../../testing/test-app';
import { SqlDatabase } from '../database/sql-database';
import { MailOutbox } from './mail-outbox';
import { outboxMessageId, queueEmail, type OutboxEmail } from './outbox';

const NOW = new Date('2026-06-04T10:00:00Z');

const email = (to: string, subject: string): OutboxEmail => ({
  messageId: outboxMessageId('test', subject, 'Posy <hello@posy.example>'),
  kind: 'test',
  to,
  cc: null,
  subject,
  text: `${subject} text`,
  html: `<p>${subject}</p>`,
  sendAfter: NOW,
});

describe('GET /api/dev/outbox', () => {
  describe('outside production, without SMTP_URL', () => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
      t = await createTestApp({ now: NOW });
      await t.app.get(SqlDatabase).transaction(function* () {
        yield* queueEmail(email('ann@example.com', 'First'), NOW);
        yield* queueEmail(email('bob@example.com', 'Second'), NOW);
        yield* queueEmail(email('ann@example.com', 'Third'), NOW);
      });
    });
    afterAll(async () => {
      await t.close();
    });

    it('lists every email newest first, unsent: without SMTP_URL they stay in the outbox', async () => {
      expect(t.app.get(MailOutbox).dispatcher).toBeNull();
      expect(await t.app.get(MailOutbox).wake()).toBe(0);
      // No session cookie needed: the dev outbox belongs to no shopper.
      const { body } = await request(t.server).get('/api/dev/outbox').expect(200);
      expect(body.data.map((e: { subject: string }) => e.subject)).toEqual([
        'Third',
        'Second',
        'First',
      ]);
      expect(body.data[0]).toEqual({
        id: 3,
        kind: 'test',
        to: 'ann@example.com',
        cc: null,
        subject: 'Third',
        text: 'Third text',
        html: '<p>Third</p>',
        sendAfter: NOW.toISOString(),
        createdAt: NOW.toISOString(),
        sentAt: null,
      });
    });

    it('filters by one exact address', async () => {
      const { body } = await request(t.server)
        .get('/api/dev/outbox?to=ann@example.com')
        .expect(200);
      expect(body.data.map((e: { subject: string }) => e.subject)).toEqual(['Third', 'First']);
      const none = await request(t.server).get('/api/dev/outbox?to=nobody@example.com');
      expect(none.body.data).toEqual([]);
    });

    it.each([
      ['to=not-an-address', 'to must be an email address'],
      ['to=a@b&to=c@d', 'to must be an email address'],
      ['from=ann@example.com', 'property from should not exist'],
    ])('answers 400 in the envelope for %s', async (query, error) => {
      await request(t.server)
        .get(`/api/dev/outbox?${query}`)
        .expect(400, { data: null, error, isSignedIn: false });
    });
  });

  it('does not exist in production', async () => {
    const t = await createTestApp({ config: { devOutbox: false } });
    try {
      await request(t.server).get('/api/dev/outbox').expect(404);
    } finally {
      await t.close();
    }
  });
});

import type { DevOutboxEmail } from '@shop/contracts';
import request from 'supertest';
import {
  createTestDatabase,
  testDialects,
  type TestDatabaseHandle,
} from '../platform/database/scratch-database';
import { SqlDatabase } from '../platform/database/sql-database';
import { EventStore } from '../platform/event-store/event-store';
import { SubscriptionRunner } from '../platform/event-store/subscription-runner';
import { MailOutbox } from '../platform/mail/mail-outbox';
import { startTestSmtpServer } from '../platform/mail/mail.test-kit';
import { createTestApp } from '../testing/test-app';
import {
  appendGiftCardIssued,
  appendPurchase,
  flowerOrder,
  giftCardIssued,
  giftCardOrder,
  purchase,
} from './notifications.test-kit';

const ORIGIN = 'https://shop.example';

/** The emails through a real SMTP server (`smtp-server`), and the outbox surviving a restart. */
describe.each(testDialects())('notification emails through SMTP on %s', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let database: TestDatabaseHandle;
  let t: Awaited<ReturnType<typeof createTestApp>>;

  const boot = () =>
    createTestApp({ database, config: { smtpUrl: smtp.url, publicOrigin: ORIGIN } });
  /** Catches up the subscribers, then sends what is due: what the timers would do. */
  const settle = async () => {
    await t.app.get(SubscriptionRunner).wake();
    return t.app.get(MailOutbox).wake();
  };
  const outbox = async (to: string): Promise<DevOutboxEmail[]> =>
    (await request(t.server).get('/api/dev/outbox').query({ to }).expect(200)).body.data;

  /** The emails queued for `to`, once there are some (PostgreSQL may hide a commit a moment). */
  const queuedFor = async (to: string): Promise<DevOutboxEmail[]> => {
    const deadline = Date.now() + 10000;
    for (;;) {
      await settle();
      const found = await outbox(to);
      if (found.length > 0 || Date.now() > deadline) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    database = await createTestDatabase(dialect);
    t = await boot();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await database.drop();
  });

  it('sends the order confirmation and the gift card, to the right people, word for word', async () => {
    const store = t.app.get(EventStore);
    // The gift card order is issued its card by the real issuer (giftcards module), whose code
    // is random: it is read off the card email.
    await appendPurchase(store, purchase([flowerOrder(), giftCardOrder()], { giftCardTotal: 500 }));
    const [first, second] = await smtp.waitFor(2);
    const confirmation = first.headers.subject.includes('orders') ? first : second;
    const card = confirmation === first ? second : first;

    expect(confirmation.mailFrom).toBe('hello@posy.example');
    expect(confirmation.rcptTo).toEqual(['jane@example.com']);
    expect(confirmation.headers.from).toBe('Posy Flowers <hello@posy.example>');
    expect(confirmation.headers.to).toBe('jane@example.com');
    expect(confirmation.headers.cc).toBeUndefined();
    expect(confirmation.headers.subject).toBe(
      'Your Posy Flowers orders P1000001 and P1000002 are confirmed',
    );
    expect(confirmation.headers['message-id']).toMatch(
      /^<order-confirmation\.[0-9a-f-]{36}@posy\.example>$/,
    );
    for (const line of [
      'Order P1000001: The Sunshine Bouquet',
      'For: Sam Smith, SW1A 1AA',
      'Delivery: Friday 5th June, Standard Delivery',
      'Order total: £44.99',
      'Tracking: https://shop.example/tracking/SW1A%201AA/TRK1000001',
      'Order P1000002: Posy Gift Card',
      'For: Alex Friend (alex@example.com)',
      'Purchase total: £69.99',
      'Paid with gift card: £5.00',
      'Paid by card: £64.99',
    ]) {
      expect(confirmation.text.split('\n')).toContain(line);
    }
    expect(confirmation.html).toContain(
      '<a href="https://shop.example/tracking/SW1A%201AA/TRK1000001">',
    );

    expect(card.rcptTo.sort()).toEqual(['alex@example.com', 'jane@example.com']);
    expect(card.headers.to).toBe('alex@example.com');
    expect(card.headers.cc).toBe('jane@example.com');
    expect(card.headers.subject).toBe('Jane Buyer has sent you a Posy Flowers gift card');
    expect(card.headers['message-id']).toMatch(/^<gift-card\.[0-9a-f-]{36}@posy\.example>$/);
    const code = /^Code: ([A-HJ-NP-Z2-9]{4}(?:-[A-HJ-NP-Z2-9]{4}){3})$/m.exec(card.text)?.[1];
    expect(code).toBeDefined();
    for (const line of [
      'Jane Buyer has sent you a Posy Flowers gift card worth £25.00.',
      'Happy birthday!',
      `Code: ${code}`,
      'Valid until: 4th June 2028',
      `See your gift card: https://shop.example/gift-card/P1000002/${code!.replace(/-/g, '')}`,
    ]) {
      expect(card.text.split('\n')).toContain(line);
    }

    await settle(); // joins the dispatch that is marking them sent
    const [listed] = await outbox('alex@example.com');
    expect(listed).toMatchObject({ kind: 'gift-card', cc: 'jane@example.com' });
    expect(listed.sentAt).toBe('2026-06-04T10:00:00.000Z');
  });

  it('keeps a gift card with a later send date until that day starts in London', async () => {
    await appendGiftCardIssued(
      t.app.get(EventStore),
      giftCardIssued({
        code: 'BBBBCCCCDDDDEEEE',
        recipientEmail: 'later@example.com',
        sendDate: '2026-06-10',
      }),
    );
    const [queued] = await queuedFor('later@example.com');
    expect(queued.sendAfter).toBe('2026-06-09T23:00:00.000Z');
    expect(queued.sentAt).toBeNull();
    expect(smtp.received).toHaveLength(2);

    t.clock.set(new Date('2026-06-09T22:59:59Z'));
    expect(await settle()).toBe(0);
    t.clock.set(new Date('2026-06-09T23:00:00Z'));
    expect(await settle()).toBe(1);
    const [, , later] = smtp.received;
    expect(later.headers.to).toBe('later@example.com');
    expect(later.text).toContain('Code: BBBB-CCCC-DDDD-EEEE');
  });

  it('records a refused attempt and sends the email again after the backoff', async () => {
    smtp.refuse.next = 1;
    await appendGiftCardIssued(
      t.app.get(EventStore),
      giftCardIssued({ code: 'CCCCDDDDEEEEFFFF', recipientEmail: 'retry@example.com' }),
    );
    await queuedFor('retry@example.com');
    const attempt = () =>
      t.app
        .get(SqlDatabase)
        .query<{ attempts: number | string; last_error: string | null; sent_at: unknown }>(
          'SELECT attempts, last_error, sent_at FROM outbox WHERE to_address = ?',
          ['retry@example.com'],
        );
    const [failed] = await attempt();
    expect(Number(failed.attempts)).toBe(1);
    expect(failed.last_error).toMatch(/^Message failed: 451 Try again later/);
    expect(failed.sent_at).toBeNull();
    expect(smtp.received).toHaveLength(3);

    t.clock.set(new Date(t.clock.now().getTime() + 30_000));
    expect(await settle()).toBe(1);
    const [sent] = await attempt();
    expect(Number(sent.attempts)).toBe(2);
    expect(sent.last_error).toBeNull();
    expect(smtp.received[3].headers.to).toBe('retry@example.com');
  });

  it('after a restart on the same database, sends nothing again and carries on', async () => {
    const before = smtp.received.map((m) => m.headers['message-id']);
    expect(before).toHaveLength(4);
    await t.close();
    t = await boot();
    t.clock.set(new Date('2026-06-10T09:00:00Z'));
    expect(await settle()).toBe(0);
    const rows = (await request(t.server).get('/api/dev/outbox').expect(200)).body.data;
    expect(rows).toHaveLength(4);
    await appendGiftCardIssued(
      t.app.get(EventStore),
      giftCardIssued({ code: 'FFFFGGGGHHHHJJJJ', recipientEmail: 'after@example.com' }),
    );
    await smtp.waitFor(5);
    await settle();
    const ids = smtp.received.map((m) => m.headers['message-id']);
    expect(ids.slice(0, 4)).toEqual(before);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
    expect(smtp.received[4].headers.to).toBe('after@example.com');
  });
});

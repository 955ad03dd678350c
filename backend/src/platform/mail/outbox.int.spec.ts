import { FixedClock } from '../clock/clock';
import { exec } from '../database/sql-database';
import { openTestDataSource, testDialects } from '../database/scratch-database';
import type { MailMessage, MailTransport } from './mail-transport';
import { outboxMessageId, queueEmail, type OutboxEmail } from './outbox';
import { DEFAULT_DISPATCH_OPTIONS, OutboxDispatcher } from './outbox-dispatcher';
import { listOutbox } from './outbox.queries';

const FROM = 'Posy Flowers <hello@posy.example>';
const NOW = new Date('2026-06-04T10:00:00Z');

/** Records what it was given; `failNext` makes the next sends fail; each send takes a moment. */
class RecordingTransport implements MailTransport {
  readonly sent: MailMessage[] = [];
  failNext = 0;
  closed = false;
  async send(message: MailMessage): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 2));
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('421 Service not available, try again later');
    }
    this.sent.push(message);
  }
  close(): void {
    this.closed = true;
  }
}

const email = (n: number, over: Partial<OutboxEmail> = {}): OutboxEmail => ({
  messageId: outboxMessageId('test', `event-${n}`, FROM),
  kind: 'test',
  to: `shopper${n}@example.com`,
  cc: null,
  subject: `Email ${n}`,
  text: `Text ${n}`,
  html: `<p>Html ${n}</p>`,
  sendAfter: NOW,
  ...over,
});

describe.each(testDialects())('the outbox on %s', (dialect) => {
  let db: Awaited<ReturnType<typeof openTestDataSource>>;
  let clock: FixedClock;
  beforeEach(async () => {
    db = await openTestDataSource(dialect);
    clock = new FixedClock(NOW);
  });
  afterEach(async () => {
    await db.close();
  });

  const queue = (...emails: OutboxEmail[]) =>
    db.sql.transaction(function* () {
      const queued: boolean[] = [];
      for (const e of emails) queued.push(yield* queueEmail(e, NOW));
      return queued;
    });
  const dispatcher = (transport: MailTransport) =>
    new OutboxDispatcher(db.sql, clock, transport, FROM, {
      ...DEFAULT_DISPATCH_OPTIONS,
      batchSize: 5,
    });
  const row = async (n: number) => {
    const [found] = await db.sql.query<{ attempts: number | string; last_error: string | null }>(
      'SELECT attempts, last_error FROM outbox WHERE message_id = ?',
      [email(n).messageId],
    );
    return { attempts: Number(found.attempts), lastError: found.last_error };
  };

  it('keeps a subject and addresses on one line, whatever the text it was made from', async () => {
    await queue(
      email(9, {
        subject: 'Grace\r\nBcc: everyone@example.com has sent you a gift card',
        to: 'ada@example.com\n',
        cc: 'grace@example.com\u0007',
      }),
    );
    const transport = new RecordingTransport();
    await dispatcher(transport).dispatch();
    expect(transport.sent).toEqual([
      expect.objectContaining({
        subject: 'Grace Bcc: everyone@example.com has sent you a gift card',
        to: 'ada@example.com ',
        cc: 'grace@example.com ',
      }),
    ]);
  });

  it('queues an email once per Message-ID, in the caller transaction', async () => {
    expect(await queue(email(1), email(1))).toEqual([true, false]);
    expect(await queue(email(1, { subject: 'Changed' }))).toEqual([false]);
    await expect(
      db.sql.transaction(function* () {
        yield* queueEmail(email(2), NOW);
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    const listed = await listOutbox(db.sql);
    expect(listed).toEqual([
      {
        id: expect.any(Number),
        kind: 'test',
        to: 'shopper1@example.com',
        cc: null,
        subject: 'Email 1',
        text: 'Text 1',
        html: '<p>Html 1</p>',
        sendAfter: NOW.toISOString(),
        createdAt: NOW.toISOString(),
        sentAt: null,
      },
    ]);
    expect(email(1).messageId).toBe('<test.event-1@posy.example>');
  });

  it('sends each due email exactly once with four dispatchers racing', async () => {
    const emails = Array.from({ length: 30 }, (_, i) => email(i));
    await queue(...emails);
    const transports = [1, 2, 3, 4].map(() => new RecordingTransport());
    const counts = await Promise.all(transports.map((t) => dispatcher(t).dispatch()));
    const sent = transports.flatMap((t) => t.sent.map((m) => m.messageId));
    expect(sent.sort()).toEqual(emails.map((e) => e.messageId).sort());
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
    const unsent = await db.sql.query('SELECT id FROM outbox WHERE sent_at IS NULL');
    expect(unsent).toEqual([]);
    const attempts = await db.sql.query<{ attempts: number | string }>(
      'SELECT attempts FROM outbox',
    );
    expect(attempts.map((a) => Number(a.attempts))).toEqual(emails.map(() => 1));
    // A second round finds nothing to send.
    expect(await dispatcher(transports[0]).dispatch()).toBe(0);
  });

  it('hands the server the sender, recipients, bodies and the deterministic Message-ID', async () => {
    await queue(email(1, { cc: 'buyer@example.com' }));
    const transport = new RecordingTransport();
    await dispatcher(transport).dispatch();
    expect(transport.sent).toEqual([
      {
        from: FROM,
        to: 'shopper1@example.com',
        cc: 'buyer@example.com',
        subject: 'Email 1',
        text: 'Text 1',
        html: '<p>Html 1</p>',
        messageId: '<test.event-1@posy.example>',
      },
    ]);
    const [listed] = await listOutbox(db.sql);
    expect(listed.sentAt).toBe(NOW.toISOString());
  });

  it('records a failed attempt and retries after the backoff, then after a longer one', async () => {
    await queue(email(1));
    const transport = new RecordingTransport();
    transport.failNext = 2;
    const sender = dispatcher(transport);
    expect(await sender.dispatch()).toBe(0);
    expect(await row(1)).toEqual({
      attempts: 1,
      lastError: '421 Service not available, try again later',
    });
    clock.set(new Date(NOW.getTime() + 29_000));
    expect(await sender.dispatch()).toBe(0);
    expect((await row(1)).attempts).toBe(1);
    clock.set(new Date(NOW.getTime() + 30_000));
    expect(await sender.dispatch()).toBe(0);
    expect((await row(1)).attempts).toBe(2);
    // The second wait is twice the first.
    clock.set(new Date(NOW.getTime() + 30_000 + 59_000));
    expect(await sender.dispatch()).toBe(0);
    clock.set(new Date(NOW.getTime() + 30_000 + 60_000));
    expect(await sender.dispatch()).toBe(1);
    expect(await row(1)).toEqual({ attempts: 3, lastError: null });
    expect(transport.sent.map((m) => m.subject)).toEqual(['Email 1']);
  });

  it('leaves an email claimed by a live attempt alone, and resends a stale claim with the same Message-ID', async () => {
    await queue(email(1));
    // An instance claimed it, then died after the server accepted it but before marking it.
    await db.sql.transaction(() => exec('UPDATE outbox SET claimed_at = ?, attempts = 1', [NOW]));
    const transport = new RecordingTransport();
    clock.set(new Date(NOW.getTime() + 9 * 60_000));
    expect(await dispatcher(transport).dispatch()).toBe(0);
    clock.set(new Date(NOW.getTime() + 10 * 60_000 + 1));
    expect(await dispatcher(transport).dispatch()).toBe(1);
    expect(transport.sent.map((m) => m.messageId)).toEqual(['<test.event-1@posy.example>']);
    expect((await row(1)).attempts).toBe(2);
  });

  it('does not send before send_after', async () => {
    const later = new Date('2026-06-09T23:00:00Z');
    await queue(email(1, { sendAfter: later }));
    const transport = new RecordingTransport();
    expect(await dispatcher(transport).dispatch()).toBe(0);
    clock.set(new Date(later.getTime() - 1));
    expect(await dispatcher(transport).dispatch()).toBe(0);
    clock.set(later);
    expect(await dispatcher(transport).dispatch()).toBe(1);
  });

  it('lists newest first, and only one address with a filter', async () => {
    await queue(email(1), email(2), email(3, { to: 'shopper1@example.com' }));
    expect((await listOutbox(db.sql)).map((e) => e.subject)).toEqual([
      'Email 3',
      'Email 2',
      'Email 1',
    ]);
    expect((await listOutbox(db.sql, 'shopper1@example.com')).map((e) => e.subject)).toEqual([
      'Email 3',
      'Email 1',
    ]);
    expect(await listOutbox(db.sql, 'SHOPPER1@example.com')).toEqual([]);
  });
});

import { FixedClock } from '../clock/clock';
import { exec } from '../database/sql-database';
import { openTestDataSource, testDialects } from '../database/scratch-database';
import type { HandOver, MailMessage, MailTransport } from './mail-transport';
import { outboxMessageId, queueEmail, type OutboxEmail } from './outbox';
import { DEFAULT_DISPATCH_OPTIONS, OutboxDispatcher } from './outbox-dispatcher';
import { listOutbox } from './outbox.queries';

const FROM = 'Posy Flowers <hello@posy.example>';
const NOW = new Date('2026-06-04T10:00:00Z');

/**
 * Records what it was given, as a server that took it: `failNext` makes the next sends fail
 * before the hand-over (a server that cannot be reached), `afterHandOver` the next one fail after
 * it (with the server's refusal, or with no answer); each send takes a moment. `hold` keeps the
 * next send waiting before the hand-over until released.
 */
class RecordingTransport implements MailTransport {
  readonly sent: MailMessage[] = [];
  failNext = 0;
  afterHandOver: Error | null = null;
  hold: { entered: () => void; release: Promise<void> } | null = null;
  closed = false;
  async send(message: MailMessage, handOver: HandOver): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 2));
    if (this.hold) {
      const { entered, release } = this.hold;
      this.hold = null;
      entered();
      await release;
    }
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw Object.assign(new Error('421 Service not available, try again later'), {
        responseCode: 421,
      });
    }
    await handOver();
    const failure = this.afterHandOver;
    this.afterHandOver = null;
    if (failure) throw failure;
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

  it('sends an email whose sender stopped before handing it over once its claim lapses (90 s)', async () => {
    await queue(email(1));
    // An instance claimed it and stopped (kill -9) before the server had the message's end.
    await db.sql.transaction(() => exec('UPDATE outbox SET claimed_at = ?, attempts = 1', [NOW]));
    const transport = new RecordingTransport();
    clock.set(new Date(NOW.getTime() + 89_000));
    expect(await dispatcher(transport).dispatch()).toBe(0);
    clock.set(new Date(NOW.getTime() + 90_000 + 1));
    expect(await dispatcher(transport).dispatch()).toBe(1);
    expect(transport.sent.map((m) => m.messageId)).toEqual(['<test.event-1@posy.example>']);
    expect((await row(1)).attempts).toBe(2);
  });

  it('never sends again an email its stopped sender had handed over', async () => {
    await queue(email(1));
    // Claimed, handed over (the server may have it), then the instance stopped.
    await db.sql.transaction(() =>
      exec('UPDATE outbox SET claimed_at = ?, sent_at = ?, attempts = 1', [NOW, NOW]),
    );
    const transport = new RecordingTransport();
    clock.set(new Date(NOW.getTime() + 60 * 60_000));
    expect(await dispatcher(transport).dispatch()).toBe(0);
    expect(transport.sent).toEqual([]);
    const [listed] = await listOutbox(db.sql);
    expect(listed.sentAt).toBe(NOW.toISOString());
  });

  it("renews a live attempt's claim, so a slow server never gets the email from two instances", async () => {
    await queue(email(1));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const slow = new RecordingTransport();
    slow.hold = { entered, release: new Promise<void>((resolve) => (release = resolve)) };
    const first = dispatcher(slow);
    const sending = first.dispatch();
    await inside;
    const other = new RecordingTransport();
    for (const seconds of [60, 120, 180]) {
      clock.set(new Date(NOW.getTime() + seconds * 1000));
      await first.renewClaims();
      expect(await dispatcher(other).dispatch()).toBe(0);
    }
    release();
    expect(await sending).toBe(1);
    expect(slow.sent).toHaveLength(1);
    expect(other.sent).toEqual([]);
  });

  it('hands nothing over once another instance took the claim over', async () => {
    await queue(email(1));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const stalled = new RecordingTransport();
    stalled.hold = { entered, release: new Promise<void>((resolve) => (release = resolve)) };
    const sending = dispatcher(stalled).dispatch();
    await inside;
    // Its claim lapsed unrenewed (a stalled instance): another sent the email meanwhile.
    clock.set(new Date(NOW.getTime() + 91_000));
    const other = new RecordingTransport();
    expect(await dispatcher(other).dispatch()).toBe(1);
    release();
    expect(await sending).toBe(0);
    expect(stalled.sent).toEqual([]);
    expect(other.sent).toHaveLength(1);
    expect((await listOutbox(db.sql))[0].sentAt).toBe(clock.now().toISOString());
  });

  it('tries again after a refusal at the end; takes as sent an email handed over without an answer', async () => {
    await queue(email(1), email(2));
    const transport = new RecordingTransport();
    transport.afterHandOver = Object.assign(new Error('451 Try again later'), {
      responseCode: 451,
    });
    const sender = dispatcher(transport);
    expect(await sender.dispatch()).toBe(1);
    // Email 1 was refused after the hand-over: not sent, due again after the backoff.
    expect(await row(1)).toEqual({ attempts: 1, lastError: '451 Try again later' });
    expect((await listOutbox(db.sql)).map((e) => [e.subject, e.sentAt])).toEqual([
      ['Email 2', NOW.toISOString()],
      ['Email 1', null],
    ]);
    clock.set(new Date(NOW.getTime() + 30_000));
    transport.afterHandOver = new Error('Connection closed unexpectedly');
    // No answer after the hand-over: the server most likely has it; not sent a third time.
    expect(await sender.dispatch()).toBe(1);
    expect(await row(1)).toEqual({ attempts: 2, lastError: 'Connection closed unexpectedly' });
    clock.set(new Date(NOW.getTime() + 60 * 60_000));
    expect(await sender.dispatch()).toBe(0);
    expect(transport.sent.map((m) => m.subject)).toEqual(['Email 2']);
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

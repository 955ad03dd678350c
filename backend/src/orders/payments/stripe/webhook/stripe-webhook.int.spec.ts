import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import request from 'supertest';
import { SqlDatabase } from '../../../../platform/database/sql-database';
import { testDialects, type TestDialect } from '../../../../platform/database/scratch-database';
import { createTestApp } from '../../../../testing/test-app';
import { PAYMENT_OUTCOME_SINK } from '../../payment-outcome-sink';
import { paymentIntentJson, RecordingSink } from '../stripe.test-kit';

const WEBHOOK = '/api/payment/stripe/webhook';
const SECRET = 'whsec_test_secret';
const STRIPE = { secretKey: 'sk_test_key', webhookSecret: SECRET, publishableKey: null };
const NOW = new Date('2026-06-04T10:00:00Z');
const BAD_SIGNATURE = 'The Stripe signature of this event could not be verified.';

/** A Stripe event as Stripe sends it: pretty-printed, so only the exact bytes verify. */
function eventJson(id: string, type: string, object: Record<string, unknown>): string {
  return JSON.stringify(
    {
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: 1780567200,
      type,
      data: { object },
    },
    null,
    2,
  );
}

function sign(payload: string, options: { secret?: string; at?: Date } = {}): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRET,
    timestamp: Math.floor((options.at ?? NOW).getTime() / 1000),
  });
}

const succeeded = (id = 'evt_succeeded') =>
  eventJson(id, 'payment_intent.succeeded', paymentIntentJson('succeeded'));

describe.each(testDialects())('Stripe webhook on %s', (dialect: TestDialect) => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let sql: SqlDatabase;
  const sink = new RecordingSink();

  const deliver = (payload: string, signature: string | null = sign(payload)) => {
    const call = request(app.server).post(WEBHOOK).set('Content-Type', 'application/json');
    return (signature === null ? call : call.set('Stripe-Signature', signature)).send(payload);
  };
  const recorded = () =>
    sql.query<{ event_id: string; settled_at: unknown }>(
      'SELECT event_id, settled_at FROM stripe_webhook_events ORDER BY event_id',
    );

  beforeAll(async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    app = await createTestApp({
      dialect,
      now: NOW,
      config: { stripe: STRIPE },
      overrides: [{ provide: PAYMENT_OUTCOME_SINK, useValue: sink }],
    });
    sql = app.app.get(SqlDatabase);
  });
  afterAll(async () => {
    await app.close();
    jest.restoreAllMocks();
  });
  beforeEach(async () => {
    sink.settled.length = 0;
    sink.failNext = null;
    await sql.query('DELETE FROM stripe_webhook_events RETURNING event_id');
  });

  it('settles payment_intent.succeeded once, from the exact bytes Stripe signed', async () => {
    const answer = await deliver(succeeded()).expect(200);
    expect(answer.body).toEqual({
      data: { eventId: 'evt_succeeded', result: 'settled' },
      isSignedIn: false,
    });
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(sink.settled).toEqual([
      { paymentId: 'pay-1', outcome: { status: 'succeeded', providerPaymentId: 'pi_3Test' } },
    ]);
    expect(await recorded()).toEqual([
      { event_id: 'evt_succeeded', settled_at: expect.anything() },
    ]);
  });

  it('settles payment_intent.payment_failed as the decline the shopper hears', async () => {
    const failed = paymentIntentJson('requires_payment_method', {
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
      },
    });
    await deliver(eventJson('evt_failed', 'payment_intent.payment_failed', failed)).expect(200);
    expect(sink.settled).toEqual([
      {
        paymentId: 'pay-1',
        outcome: {
          status: 'declined',
          providerPaymentId: 'pi_3Test',
          reason: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      },
    ]);
  });

  it('acknowledges a redelivered event and does nothing', async () => {
    await deliver(succeeded()).expect(200);
    const again = await deliver(succeeded()).expect(200);
    expect(again.body.data).toEqual({ eventId: 'evt_succeeded', result: 'duplicate' });
    expect(sink.settled).toHaveLength(1);
    expect(await recorded()).toHaveLength(1);
  });

  it('settles once when Stripe delivers the same event several times at once', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => deliver(succeeded())));
    expect(sink.settled).toHaveLength(1);
    // The first settles; the others find it settled (200) or still in hand (409: Stripe retries).
    expect(answers.filter((answer) => answer.body.data?.result === 'settled')).toHaveLength(1);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
  });

  it.each([
    ['a wrong secret', () => deliver(succeeded(), sign(succeeded(), { secret: 'whsec_other' }))],
    ['a tampered body', () => deliver(succeeded().replace('4599', '1'), sign(succeeded()))],
    [
      'an old timestamp',
      () => deliver(succeeded(), sign(succeeded(), { at: new Date(NOW.getTime() - 301_000) })),
    ],
    ['no signature', () => deliver(succeeded(), null)],
    ['a garbled signature', () => deliver(succeeded(), 'nonsense')],
    ['an empty body', () => deliver('', sign(''))],
  ])('refuses %s with a 400 and records nothing', async (_name, send) => {
    const answer = await send().expect(400);
    expect(answer.body).toEqual({ data: null, error: BAD_SIGNATURE, isSignedIn: false });
    expect(sink.settled).toEqual([]);
    expect(await recorded()).toEqual([]);
  });

  it('accepts a timestamp within Stripe’s five minutes', async () => {
    const payload = succeeded();
    await deliver(payload, sign(payload, { at: new Date(NOW.getTime() - 290_000) })).expect(200);
    expect(sink.settled).toHaveLength(1);
  });

  it('acknowledges other event types and PaymentIntents that are not ours, doing nothing', async () => {
    const charge = eventJson('evt_charge', 'charge.succeeded', { id: 'ch_1', object: 'charge' });
    const other = await deliver(charge).expect(200);
    expect(other.body.data).toEqual({ eventId: 'evt_charge', result: 'ignored' });
    const foreign = eventJson(
      'evt_foreign',
      'payment_intent.succeeded',
      paymentIntentJson('succeeded', { metadata: {} }),
    );
    expect((await deliver(foreign).expect(200)).body.data.result).toBe('ignored');
    const odd = eventJson(
      'evt_odd',
      'payment_intent.succeeded',
      paymentIntentJson('succeeded', { metadata: { paymentId: 'x'.repeat(101) } }),
    );
    expect((await deliver(odd).expect(200)).body.data.result).toBe('ignored');
    expect(sink.settled).toEqual([]);
    expect(await recorded()).toEqual([]);
  });

  it('a settle that fails answers 500 and lets Stripe’s next delivery settle it', async () => {
    sink.failNext = new Error('database down');
    const failed = await deliver(succeeded()).expect(500);
    expect(failed.body.error).toBe('Oops! Something went wrong – please try again.');
    expect(await recorded()).toEqual([]);
    await deliver(succeeded()).expect(200);
    expect(sink.settled).toHaveLength(1);
  });

  it('answers 409 while another delivery holds the event, and takes over an abandoned one', async () => {
    const claim = (at: Date) =>
      sql.query(
        'INSERT INTO stripe_webhook_events (event_id, type, payment_id, received_at, claimed_at) ' +
          'VALUES (?, ?, ?, ?, ?) RETURNING event_id',
        ['evt_succeeded', 'payment_intent.succeeded', 'pay-1', at, at],
      );
    await claim(new Date(NOW.getTime() - 60_000));
    const busy = await deliver(succeeded()).expect(409);
    expect(busy.body.error).toBe('This event is being handled already; deliver it again later.');
    expect(sink.settled).toEqual([]);

    await sql.query('DELETE FROM stripe_webhook_events RETURNING event_id');
    await claim(new Date(NOW.getTime() - 6 * 60_000)); // its holder died before settling
    expect((await deliver(succeeded()).expect(200)).body.data.result).toBe('settled');
    expect(sink.settled).toHaveLength(1);
  });

  it('takes the call from Stripe’s servers whatever Fetch Metadata or Origin say', async () => {
    const payload = succeeded();
    await request(app.server)
      .post(WEBHOOK)
      .set('Content-Type', 'application/json; charset=utf-8')
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Origin', 'https://stripe.example')
      .set('Stripe-Signature', sign(payload))
      .send(payload)
      .expect(200);
  });

  it('still takes JSON only', async () => {
    const payload = succeeded();
    const answer = await request(app.server)
      .post(WEBHOOK)
      .set('Content-Type', 'text/plain')
      .set('Stripe-Signature', sign(payload))
      .send(payload)
      .expect(415);
    expect(answer.body.error).toBe('Sorry, that request must be sent as JSON.');
  });
});

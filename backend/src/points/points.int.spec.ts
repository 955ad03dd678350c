import {
  CUSTOMER_MESSAGES,
  POINTS_MESSAGES,
  REFERRAL_BONUS_POINTS,
  orderStreamId,
  type DevOutboxEmail,
  type PointsLedger,
  type RecordedEvent,
} from '@shop/contracts';
import request from 'supertest';
import { TEST_CAPTCHA, get, post, sessionCookieOf, signUp } from '../accounts/accounts.test-kit';
import { BOUQUET, cookieSetBy, pay, readyBasket, update } from '../orders/orders.test-kit';
import type { AppConfig } from '../platform/config/app-config';
import {
  createTestDatabase,
  testDialects,
  type TestDatabaseHandle,
} from '../platform/database/scratch-database';
import { rows, SqlDatabase, type SqlWork } from '../platform/database/sql-database';
import { DomainError } from '../platform/domain-error';
import {
  DocumentSubscription,
  type EventSubscriber,
} from '../platform/event-store/document-subscription';
import { EventStore } from '../platform/event-store/event-store';
import { WrongExpectedVersionError } from '../platform/event-store/event-store.errors';
import { SubscriptionRunner } from '../platform/event-store/subscription-runner';
import { createTestApp } from '../testing/test-app';
import { newShopperCookie } from '../testing/test-shopper';
import { PointsLedgerService } from './index';
import { pointsEventsIn } from './points.test-kit';
import {
  POINTS_EARNER,
  PointsEarnerSubscriber,
} from './projections/points-earner/points-earner.subscriber';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const ORIGIN = 'https://shop.example';
/** What one bouquet order (readyBasket's: the bouquet and a standard card) earns. */
const BOUQUET_POINTS = BOUQUET.posyPoints;

/** The real earner, dying right after its credit, before its transaction can commit. */
class DiesAfterCredit implements EventSubscriber {
  readonly name = POINTS_EARNER;
  readonly handles: readonly string[];
  constructor(private readonly inner: PointsEarnerSubscriber) {
    this.handles = inner.handles;
  }
  *apply(events: readonly RecordedEvent[]): SqlWork<unknown> {
    yield* this.inner.apply(events);
    // The credit is in the transaction now: there to be seen, then lost with the checkpoint.
    const [{ credits }] = yield* rows<{ credits: number | string }>(
      "SELECT COUNT(*) AS credits FROM events WHERE type = 'PointsEarned'",
    );
    if (Number(credits) === 0) throw new Error('the earner credited nothing');
    throw new Error('process died before the checkpoint committed');
  }
}

/**
 * Runs `work` until it throws (on PostgreSQL the log may hide fresh events a moment, while
 * another database's transaction is open) and answers the error.
 */
async function untilItFails(work: () => Promise<unknown>): Promise<Error> {
  const deadline = Date.now() + 10000;
  for (;;) {
    try {
      await work();
    } catch (error) {
      return error as Error;
    }
    if (Date.now() > deadline) throw new Error('It never failed');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** `GET /api/account/points`, Posy Points on the account home. */
describe.each(testDialects())('Posy Points ledger on %s', (dialect) => {
  let database: TestDatabaseHandle;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    t = await createTestApp({
      dialect,
      database,
      config: { captcha: TEST_CAPTCHA, publicOrigin: ORIGIN },
    });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  /** Fills a basket in `cookie`'s session and pays: the order number and the cookie after. */
  async function buy(app: TestApp, cookie: string, key: string, email?: string) {
    await readyBasket(app.server, cookie);
    if (email) await update(app.server, cookie, 'details', 1, { name: 'Gina Guest', email });
    const paid = await pay(app.server, cookie, 'pm_card_visa', key);
    if (paid.status !== 200) throw new Error(JSON.stringify(paid.body));
    return { orderNumber: paid.body.data.orderNumbers[0] as string, cookie: cookieSetBy(paid)! };
  }

  const ledgerOf = async (cookie: string, app: TestApp = t): Promise<PointsLedger> =>
    (await get(app, '/api/account/points', cookie).expect(200)).body.data;

  const customerIdOf = async (cookie: string): Promise<string> =>
    (await get(t, '/api/account/details', cookie).expect(200)).body.data.customerId;

  /** Waits until the earner has read past the order (it runs on its own, woken by appends). */
  async function earnerPast(orderNumber: string, app: TestApp = t): Promise<void> {
    const store = app.app.get(EventStore);
    const sql = app.app.get(SqlDatabase);
    const [placed] = await store.readStream(orderStreamId(orderNumber));
    const deadline = Date.now() + 10000;
    for (;;) {
      await app.app.get(SubscriptionRunner).wake();
      const [row] = await sql.query<{ position: number | string }>(
        'SELECT position FROM checkpoints WHERE subscriber = ?',
        [POINTS_EARNER],
      );
      if (row && Number(row.position) >= placed.position) return;
      if (Date.now() > deadline) throw new Error(`The earner never read ${orderNumber}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('credits a paid order once, newest entries first, and answers only the session’s own', async () => {
    let ann = await signUp(t, { email: 'ann@example.com', name: 'Ann Customer' });
    const bob = await signUp(t, { email: 'bob@example.com', name: 'Bob Customer' });
    expect(await ledgerOf(ann)).toEqual({ balance: 0, entries: [] });

    const first = await buy(t, ann, 'ann-pays-1');
    ann = first.cookie;
    const second = await buy(t, ann, 'ann-pays-2');
    ann = second.cookie;
    await earnerPast(second.orderNumber);
    // Following the log a while longer credits nothing twice.
    for (let i = 0; i < 3; i++) await t.app.get(SubscriptionRunner).wake();

    const answer = await get(t, '/api/account/points', ann).expect(200);
    expect(answer.body).toMatchObject({ isSignedIn: true });
    expect(answer.body.data).toEqual({
      balance: 2 * BOUQUET_POINTS,
      entries: [
        {
          at: expect.any(String),
          kind: 'earned',
          points: BOUQUET_POINTS,
          reference: second.orderNumber,
        },
        {
          at: expect.any(String),
          kind: 'earned',
          points: BOUQUET_POINTS,
          reference: first.orderNumber,
        },
      ],
    });
    // Bob sees his own (empty) ledger, never Ann's: the session says whose it is.
    expect(await ledgerOf(bob)).toEqual({ balance: 0, entries: [] });
    const annId = await customerIdOf(ann);
    const viaQuery = await get(t, `/api/account/points?customerId=${annId}`, bob).expect(200);
    expect(viaQuery.body.data).toEqual({ balance: 0, entries: [] });
  });

  it('lists a spending above the earnings it came from', async () => {
    let cara = await signUp(t, { email: 'cara@example.com', name: 'Cara Customer' });
    const bought = await buy(t, cara, 'cara-pays-1');
    cara = bought.cookie;
    await earnerPast(bought.orderNumber);
    const customerId = await customerIdOf(cara);
    const ledger = t.app.get(PointsLedgerService);
    const append = await ledger.spendAppend(customerId, {
      paymentId: 'cara-spends',
      purchaseId: 'cara-purchase-2',
      basketId: 'cara-basket',
      points: 1,
    });
    await t.app
      .get(EventStore)
      .appendMany([append], { actor: { kind: 'system', process: 'test' } });
    expect((await ledgerOf(cara)).entries.map((entry) => [entry.kind, entry.points])).toEqual([
      ['spent', -1],
      ['earned', BOUQUET_POINTS],
    ]);
    expect(await ledger.balanceOf(customerId)).toBe(BOUQUET_POINTS - 1);
  });

  it("credits nothing for a guest's order", async () => {
    const before = (await pointsEventsIn(t.app.get(SqlDatabase))).length;
    const guest = await buy(t, await newShopperCookie(t.server), 'guest-pays');
    await earnerPast(guest.orderNumber);
    expect(await pointsEventsIn(t.app.get(SqlDatabase))).toHaveLength(before);
  });

  it('answers 401 to a guest, with or without a session', async () => {
    const guest = await newShopperCookie(t.server);
    const refused = await get(t, '/api/account/points', guest).expect(401);
    expect(refused.body).toMatchObject({ data: null, error: CUSTOMER_MESSAGES.signInRequired });
    await get(t, '/api/account/points').expect(401);
  });

  it('pays the referral bonus to both sides once, on the friend’s first paid order', async () => {
    const referrer = await signUp(t, { email: 'rita@example.com', name: 'Rita Referrer' });
    const { referralToken } = (await get(t, '/api/account/details', referrer).expect(200)).body
      .data as { referralToken: string };
    let friend = await signUp(t, {
      name: 'Fred Friend',
      email: 'fred@example.com',
      phone: null,
      password: 'roses-in-summer',
      referralToken,
    });

    const first = await buy(t, friend, 'fred-pays-1');
    friend = first.cookie;
    const second = await buy(t, friend, 'fred-pays-2');
    friend = second.cookie;
    await earnerPast(second.orderNumber);

    expect(await ledgerOf(referrer)).toEqual({
      balance: REFERRAL_BONUS_POINTS,
      entries: [
        { at: expect.any(String), kind: 'referral', points: 5, reference: expect.any(String) },
      ],
    });
    const friendLedger = await ledgerOf(friend);
    expect(friendLedger.balance).toBe(2 * BOUQUET_POINTS + REFERRAL_BONUS_POINTS);
    expect(friendLedger.entries.map((entry) => [entry.kind, entry.points])).toEqual([
      ['earned', BOUQUET_POINTS],
      ['referral', REFERRAL_BONUS_POINTS],
      ['earned', BOUQUET_POINTS],
    ]);
    // The bonus belongs to the friend's first purchase on both ledgers.
    const referrals = (await pointsEventsIn(t.app.get(SqlDatabase))).filter(
      (event) => event.type === 'ReferralBonus',
    );
    expect(referrals.map((event) => event.metadata.correlationId)).toEqual([
      referrals[0].metadata.correlationId,
      referrals[0].metadata.correlationId,
    ]);
    expect(referrals[0].data).toMatchObject({
      referrerCustomerId: await customerIdOf(referrer),
      friendCustomerId: await customerIdOf(friend),
      points: REFERRAL_BONUS_POINTS,
    });
  });

  it("credits a guest's order once it is claimed into a new account", async () => {
    const guest = await buy(t, await newShopperCookie(t.server), 'gina-pays', 'gina@example.com');
    const link = await emailedLink('gina@example.com', guest.orderNumber);
    const [orderId, verificationToken] = link.split('/').slice(-2);
    const claimed = await post(t, '/api/sign-up-account', {
      orderId,
      verificationToken,
      password: 'daffodils-in-march',
    }).expect(200);
    const gina = sessionCookieOf(claimed)!;
    const deadline = Date.now() + 10000;
    let ledger = await ledgerOf(gina);
    while (ledger.entries.length === 0 && Date.now() < deadline) {
      await t.app.get(SubscriptionRunner).wake();
      ledger = await ledgerOf(gina);
    }
    for (let i = 0; i < 3; i++) await t.app.get(SubscriptionRunner).wake();
    expect(await ledgerOf(gina)).toEqual({
      balance: BOUQUET_POINTS,
      entries: [
        {
          at: expect.any(String),
          kind: 'earned',
          points: BOUQUET_POINTS,
          reference: guest.orderNumber,
        },
      ],
    });
  });

  /** The 'Create an account' link of a guest order's confirmation email. */
  async function emailedLink(to: string, orderNumber: string): Promise<string> {
    const deadline = Date.now() + 10000;
    for (;;) {
      await t.app.get(SubscriptionRunner).wake();
      const emails = (await request(t.server).get('/api/dev/outbox').query({ to })).body
        .data as DevOutboxEmail[];
      const link = emails
        .find((email) => email.subject.includes(orderNumber))
        ?.text.match(/https:\/\/shop\.example\/sign-up-account\/\S+/)?.[0];
      if (link) return link;
      if (Date.now() > deadline) throw new Error(`No sign-up link mailed for ${orderNumber}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
});

/** The earner dying mid-way, and two instances spending from one ledger at once. */
describe.each(testDialects())('Posy Points across processes on %s', (dialect) => {
  let database: TestDatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await database.drop();
  });

  const boot = (config: Partial<AppConfig> = {}) =>
    createTestApp({
      dialect,
      database,
      config: { captcha: TEST_CAPTCHA, publicOrigin: ORIGIN, ...config },
    });

  it('credits a paid order exactly once when the process dies between the credit and the checkpoint', async () => {
    const first = await boot();
    // Signed up while this process's subscribers run: they mail the sign-up's link.
    let cookie = await signUp(first, { email: 'dora@example.com', name: 'Dora Customer' });
    // Then they stop: the dying earner below is the only one to run.
    await first.app.get(SubscriptionRunner).beforeApplicationShutdown();
    await readyBasket(first.server, cookie);
    const paid = await pay(first.server, cookie, 'pm_card_visa', 'dora-pays');
    expect(paid.status).toBe(200);
    cookie = cookieSetBy(paid)!;

    const store = first.app.get(EventStore);
    const sql = first.app.get(SqlDatabase);
    const dying = new DocumentSubscription(
      store,
      sql,
      new DiesAfterCredit(new PointsEarnerSubscriber(store)),
    );
    const checkpoint = await dying.storedCheckpoint();
    expect((await untilItFails(() => dying.catchUp())).message).toBe(
      'process died before the checkpoint committed',
    );
    expect(await pointsEventsIn(sql)).toEqual([]);
    expect(await dying.storedCheckpoint()).toBe(checkpoint);
    await first.close();

    // The restarted process follows the log from the checkpoint: the order is credited once.
    const restarted = await boot();
    try {
      const runner = restarted.app.get(SubscriptionRunner);
      const deadline = Date.now() + 10000;
      while (Date.now() < deadline) {
        await runner.wake();
        if ((await pointsEventsIn(restarted.app.get(SqlDatabase))).length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      for (let i = 0; i < 3; i++) await runner.wake();
      const credits = await pointsEventsIn(restarted.app.get(SqlDatabase));
      expect(credits.map((event) => [event.type, event.data.points])).toEqual([
        ['PointsEarned', BOUQUET_POINTS],
      ]);
      expect(
        (await get(restarted, '/api/account/points', cookie).expect(200)).body.data.balance,
      ).toBe(BOUQUET_POINTS);
    } finally {
      await restarted.close();
    }
  });

  it('lets one of two sessions on two instances spend the same points, never below zero', async () => {
    // Two backend instances on one database, as behind a load balancer.
    const one = await boot();
    const two = await boot();
    try {
      let cookie = await signUp(one, { email: 'eve@example.com', name: 'Eve Customer' });
      const customerId = (await get(one, '/api/account/details', cookie).expect(200)).body.data
        .customerId as string;
      await readyBasket(one.server, cookie);
      const paid = await pay(one.server, cookie, 'pm_card_visa', 'eve-pays');
      cookie = cookieSetBy(paid)!;
      const ledgers = [one, two].map((app) => app.app.get(PointsLedgerService));
      const deadline = Date.now() + 10000;
      while ((await ledgers[1].balanceOf(customerId)) === 0 && Date.now() < deadline) {
        await one.app.get(SubscriptionRunner).wake();
      }
      expect(await ledgers[1].balanceOf(customerId)).toBe(BOUQUET_POINTS);

      // Both sessions read the whole balance, then each pays in its own transaction.
      const appends = await Promise.all(
        ledgers.map((ledger, i) =>
          ledger.spendAppend(customerId, {
            paymentId: `eve-pay-${i}`,
            purchaseId: `eve-purchase-${i}`,
            basketId: `eve-basket-${i}`,
            points: BOUQUET_POINTS,
          }),
        ),
      );
      const outcomes = await Promise.allSettled(
        [one, two].map((app, i) =>
          app.app
            .get(EventStore)
            .appendMany([appends[i]], { actor: { kind: 'shopper', sessionId: `session-${i}` } }),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const lost = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected')!;
      expect(lost.reason).toBeInstanceOf(WrongExpectedVersionError);

      for (const ledger of ledgers) expect(await ledger.balanceOf(customerId)).toBe(0);
      // Asked again, the loser is refused: nothing left to spend.
      const again = ledgers[1].spendAppend(customerId, {
        paymentId: 'eve-pay-again',
        purchaseId: 'eve-purchase-again',
        basketId: 'eve-basket-again',
        points: 1,
      });
      await expect(again).rejects.toBeInstanceOf(DomainError);
      await expect(again).rejects.toMatchObject({ message: POINTS_MESSAGES.noPoints, status: 409 });

      // The winner's payment fails after all: its points come back, once; the loser took none.
      const winner = outcomes.findIndex((o) => o.status === 'fulfilled');
      const giveBack = await ledgers[1 - winner].returnAppend(customerId, `eve-pay-${winner}`);
      expect(giveBack?.events).toEqual([
        {
          type: 'PointsReturned',
          data: {
            paymentId: `eve-pay-${winner}`,
            purchaseId: `eve-purchase-${winner}`,
            points: BOUQUET_POINTS,
          },
        },
      ]);
      await one.app
        .get(EventStore)
        .appendMany([giveBack!], { actor: { kind: 'system', process: 'test' } });
      expect(await ledgers[0].returnAppend(customerId, `eve-pay-${winner}`)).toBeNull();
      expect(await ledgers[0].returnAppend(customerId, `eve-pay-${1 - winner}`)).toBeNull();
      expect(await ledgers[0].balanceOf(customerId)).toBe(BOUQUET_POINTS);

      const history = (await get(two, '/api/account/points', cookie).expect(200)).body.data;
      expect(history.entries.map((entry: { kind: string }) => entry.kind)).toEqual([
        'returned',
        'spent',
        'earned',
      ]);
    } finally {
      await two.close();
      await one.close();
    }
  });
});

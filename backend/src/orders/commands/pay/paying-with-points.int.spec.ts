import { randomUUID } from 'node:crypto';
import {
  pointsStreamId,
  type CheckoutState,
  type DevOutboxEmail,
  type OrderCompleteResponse,
  type PointsEarned,
  type PointsEvent,
} from '@shop/contracts';
import request from 'supertest';
import { TEST_CAPTCHA, get, signUp } from '../../../accounts/accounts.test-kit';
import { ProviderOutcomeSettlement } from './provider-outcome-settlement';
import { cookieSetBy, issueGiftCard, pay, readyBasket } from '../../orders.test-kit';
import { GIFT_CARD_WALLET, type GiftCardWallet } from '../../payments/gift-card-wallet';
import { TestPaymentProvider } from '../../payments/test-payment-provider';
import {
  createTestDatabase,
  testDialects,
  type TestDatabaseHandle,
} from '../../../platform/database/scratch-database';
import { exec, SqlDatabase } from '../../../platform/database/sql-database';
import { EventStore } from '../../../platform/event-store/event-store';
import { SubscriptionRunner } from '../../../platform/event-store/subscription-runner';
import { hashToken } from '../../../platform/session/session.service';
import { createTestApp } from '../../../testing/test-app';
import { newShopperCookie } from '../../../testing/test-shopper';
import { PointsLedgerService } from '../../../points';
import { grantPoints } from '../../../points/points.test-kit';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const NOW = new Date('2026-06-04T10:00:00Z');
const DECLINED = 'Your card was declined.';

/**
 * Paying with Posy Points beyond the plain card payment (points-at-checkout.int.spec covers
 * that): with a gift card too, the receipts that say what the points paid, and every way an
 * attempt can end without the money that gives the points back (abandoned, the provider's
 * notice, a ledger written to meanwhile).
 */
describe.each(testDialects())('paying with Posy Points on %s', (dialect) => {
  let database: TestDatabaseHandle;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    t = await createTestApp({ dialect, database, now: NOW, config: { captcha: TEST_CAPTCHA } });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    t.clock.set(NOW);
  });

  let serial = 0;
  /** A signed-up customer with a basket ready to pay and `points` on their ledger. */
  async function customerWith(points: number) {
    serial += 1;
    const cookie = await signUp(t, { email: `payer-${serial}-${dialect}@example.com` });
    await readyBasket(t.server, cookie);
    const customerId = (await get(t, '/api/account/details', cookie).expect(200)).body.data
      .customerId as string;
    await grantPoints(t.app.get(EventStore), customerId, points, `P80000${serial}`);
    return { cookie, customerId, basketId: await basketIdOf(cookie) };
  }
  const redeem = (cookie: string) =>
    request(t.server)
      .get('/api/checkout/posy-points/redeem')
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(200);
  const checkoutOf = async (cookie: string): Promise<CheckoutState> =>
    (await get(t, '/api/checkout/get', cookie).expect(200)).body.data;
  const balanceOf = (customerId: string) => t.app.get(PointsLedgerService).balanceOf(customerId);
  /** The ledger's spends and give-backs, in order (the paid orders' own credits left out). */
  const movements = async (customerId: string) =>
    (await t.app.get(EventStore).readStream<PointsEvent>(pointsStreamId(customerId)))
      .filter((event) => event.type === 'PointsSpent' || event.type === 'PointsReturned')
      .map((event) => [event.type, event.data.points]);
  /** The basket a session fills (read from its row: a signed-in session may carry one over). */
  async function basketIdOf(cookie: string): Promise<string> {
    const sessionId = hashToken(cookie.split('=')[1]);
    const [row] = await t.app
      .get(SqlDatabase)
      .query<{ basket_id: string | null }>('SELECT basket_id FROM sessions WHERE id = ?', [
        sessionId,
      ]);
    return row?.basket_id ?? sessionId;
  }
  const basketEvents = (basketId: string) => t.app.get(EventStore).readStream(`basket-${basketId}`);
  /** The basket's payment attempts, as its PaymentStarted recorded them. */
  const attemptsOn = async (basketId: string) =>
    (await basketEvents(basketId)).filter((event) => event.type === 'PaymentStarted');
  /** The id of the basket's latest attempt. */
  const startedPaymentId = async (basketId: string) =>
    ((await attemptsOn(basketId)).at(-1)!.data as { paymentId: string }).paymentId;
  const basketTypes = async (basketId: string) =>
    (await basketEvents(basketId)).map((event) => event.type);
  /** The provider's answer is lost and it cannot be asked: the request ends, the attempt stays. */
  function providerUnreachableOnce() {
    const provider = t.app.get(TestPaymentProvider);
    jest.spyOn(provider, 'createPayment').mockRejectedValueOnce(new Error('socket hang up'));
    jest.spyOn(provider, 'confirm').mockRejectedValueOnce(new Error('socket hang up'));
  }
  const chargedFor = async (paymentId: string): Promise<number | null> => {
    const [row] = await t.app
      .get(SqlDatabase)
      .query<{ amount: number }>('SELECT amount FROM test_payments WHERE payment_id = ?', [
        paymentId,
      ]);
    return row ? Number(row.amount) : null;
  };

  it('pays with points and a gift card: the card is charged the rest, and every receipt says so', async () => {
    const { cookie, customerId, basketId } = await customerWith(3);
    const code = `PNTSGFTC${String(serial).padStart(8, '2').replace(/[01]/g, '9')}`;
    await issueGiftCard(t.app.get(EventStore), code, 1000);
    await redeem(cookie);
    const applied = await request(t.server)
      .post('/api/payment/gift-card')
      .set('Cookie', cookie)
      .send({ code })
      .expect(200);
    const { total } = applied.body.data.purchase;
    expect(applied.body.data.pointsRedeemed).toBe(3);
    // The points come off first; the gift card pays from what is left, the card the rest.
    expect(applied.body.data.purchase).toMatchObject({
      giftCardTotal: 1000,
      totalToPay: total - 300 - 1000,
    });

    const paid = await pay(t.server, cookie, 'pm_card_visa', randomUUID()).expect(200);
    const paymentId = await startedPaymentId(basketId);
    expect(await chargedFor(paymentId)).toBe(total - 1300);
    // (The paid order earns points of its own, credited by the earner in its own time.)
    expect(await movements(customerId)).toEqual([['PointsSpent', 3]]);
    expect((await t.app.get<GiftCardWallet>(GIFT_CARD_WALLET).fundsOf(code)).balance).toBe(0);

    const after = cookieSetBy(paid) ?? cookie;
    const complete: OrderCompleteResponse = (await get(t, '/api/order-complete', after).expect(200))
      .body.data;
    expect(complete).toMatchObject({
      total,
      giftCardTotal: 1000,
      pointsTotal: 300,
      totalToPay: total - 1300,
    });
    const [orderNumber] = paid.body.data.orderNumbers as string[];
    const details = (await get(t, `/api/account/orders/${orderNumber}`, after).expect(200)).body
      .data;
    expect(details.payment).toEqual({
      orderNumbers: [orderNumber],
      purchaseTotal: total,
      paidByGiftCard: 1000,
      paidByPoints: 300,
      paidByCard: total - 1300,
    });

    await t.app.get(SubscriptionRunner).wake();
    const emails: DevOutboxEmail[] = (
      await request(t.server).get('/api/dev/outbox').query({ to: complete.customerEmail })
    ).body.data;
    const confirmation = emails.find((email) => email.kind === 'order-confirmation');
    expect(confirmation?.text).toContain(
      'Paid with Posy Points™: £3.00\nPaid with gift card: £10.00\nPaid by card: ',
    );
  });

  it('lets points pay it all with a gift card applied: neither the card nor the gift card is charged', async () => {
    const { cookie, customerId, basketId } = await customerWith(500);
    const code = `PNTSALLL${String(serial).padStart(8, '2').replace(/[01]/g, '9')}`;
    const { total } = (await checkoutOf(cookie)).purchase;
    await redeem(cookie);
    // The bouquet's basket comes to whole pounds: the points pay all of it and leave the
    // applied card nothing to pay (once a 500: the card was asked to pay £0).
    expect(total % 100).toBe(0);
    await issueGiftCard(t.app.get(EventStore), code, 5000);
    await request(t.server)
      .post('/api/payment/gift-card')
      .set('Cookie', cookie)
      .send({ code })
      .expect(200);
    const state = await checkoutOf(cookie);
    expect(state.giftCard?.code).toBe(code);
    expect(state.pointsRedeemed).toBe(Math.floor(total / 100));
    expect(state.purchase).toMatchObject({ giftCardTotal: 0, totalToPay: 0 });
    await pay(t.server, cookie, 'pm_card_visa', randomUUID()).expect(200);
    const [started] = (await attemptsOn(basketId)).slice(-1);
    expect(started.data).toMatchObject({
      provider: 'posy points',
      paymentMethod: 'posy_points',
      giftCard: null,
      amount: 0,
    });
    expect(await chargedFor(await startedPaymentId(basketId))).toBeNull();
    expect(await movements(customerId)).toEqual([['PointsSpent', Math.floor(total / 100)]]);
    // The card, with nothing to pay, was not touched.
    expect((await t.app.get<GiftCardWallet>(GIFT_CARD_WALLET).fundsOf(code)).balance).toBe(5000);
  });

  it('gives the points back when an abandoned attempt is settled, and the next spends them once', async () => {
    const { cookie, customerId, basketId } = await customerWith(4);
    await redeem(cookie);
    providerUnreachableOnce();
    const lost = await pay(t.server, cookie, 'pm_card_visa', randomUUID()).expect(409);
    expect(lost.body.error).toBe('We are taking your payment - please wait a moment.');
    expect(await balanceOf(customerId)).toBe(0);
    // Three minutes on the provider has never seen it: it is declined, the points come back,
    // and the new attempt takes them again.
    t.clock.set(new Date(NOW.getTime() + 3 * 60 * 1000));
    await pay(t.server, cookie, 'pm_card_visa', randomUUID()).expect(200);
    expect(await basketTypes(basketId)).toEqual(
      expect.arrayContaining([
        'PaymentStarted',
        'PaymentDeclined',
        'PaymentStarted',
        'BasketPlaced',
      ]),
    );
    expect(await movements(customerId)).toEqual([
      ['PointsSpent', 4],
      ['PointsReturned', 4],
      ['PointsSpent', 4],
    ]);
  });

  it("gives the points back when the provider's notice says the payment failed, once", async () => {
    const { cookie, customerId, basketId } = await customerWith(4);
    await redeem(cookie);
    providerUnreachableOnce();
    await pay(t.server, cookie, 'pm_card_visa', randomUUID()).expect(409);
    const paymentId = await startedPaymentId(basketId);
    const failed = {
      status: 'declined',
      providerPaymentId: 'pi_failed',
      reason: 'card_declined',
      message: DECLINED,
    } as const;
    const settlement = t.app.get(ProviderOutcomeSettlement);
    await settlement.settle(paymentId, failed);
    await settlement.settle(paymentId, failed);
    expect(await balanceOf(customerId)).toBe(4);
    expect(await movements(customerId)).toEqual([
      ['PointsSpent', 4],
      ['PointsReturned', 4],
    ]);
    // The basket is open again with its claim: the shopper can pay.
    expect((await checkoutOf(cookie)).pointsRedeemed).toBe(4);
  });

  it('gives the points back though the ledger was written to while the decline was deciding', async () => {
    const { cookie, customerId } = await customerWith(4);
    await redeem(cookie);
    const ledger = t.app.get(PointsLedgerService);
    const returnAppend = ledger.returnAppend.bind(ledger);
    jest.spyOn(ledger, 'returnAppend').mockImplementationOnce(async (id, paymentId) => {
      const decided = await returnAppend(id, paymentId);
      // An order's points credited at this moment by the earner (another process).
      const version = await t.app.get(EventStore).streamVersion(pointsStreamId(id));
      await t.app.get(EventStore).append(
        pointsStreamId(id),
        version,
        [
          {
            type: 'PointsEarned',
            data: { orderNumber: 'P8999999', purchaseId: 'meanwhile', basketId: 'b', points: 2 },
          } satisfies PointsEarned,
        ],
        { actor: { kind: 'system', process: 'test' } },
      );
      return decided;
    });
    const declined = await pay(t.server, cookie, 'pm_card_chargeDeclined', randomUUID());
    expect(declined.status).toBe(402);
    expect(declined.body.error).toBe(DECLINED);
    expect(await balanceOf(customerId)).toBe(4 + 2);
    expect(await movements(customerId)).toEqual([
      ['PointsSpent', 4],
      ['PointsReturned', 4],
    ]);
  });
  it('gives the gift card its share back though the card was used elsewhere meanwhile', async () => {
    const { cookie, customerId } = await customerWith(3);
    const code = `PNTSRACE${String(serial).padStart(8, '2').replace(/[01]/g, '9')}`;
    await issueGiftCard(t.app.get(EventStore), code, 1000);
    const wallet = t.app.get<GiftCardWallet>(GIFT_CARD_WALLET);
    const store = t.app.get(EventStore);
    const system = { actor: { kind: 'system' as const, process: 'test' } };
    // Another purchase's attempt holds £1 of the card.
    const elsewhere = { paymentId: 'elsewhere', purchaseId: 'elsewhere', amount: 100 };
    await store.appendMany([await wallet.redemption(code, elsewhere)], system);
    await redeem(cookie);
    await request(t.server)
      .post('/api/payment/gift-card')
      .set('Cookie', cookie)
      .send({ code })
      .expect(200);
    const reversal = wallet.reversal.bind(wallet);
    jest.spyOn(wallet, 'reversal').mockImplementationOnce(async (card, attempt) => {
      const decided = await reversal(card, attempt);
      // At this moment that other attempt is declined and gives its £1 back.
      await store.appendMany([(await reversal(card, elsewhere))!], system);
      return decided;
    });
    const declined = await pay(t.server, cookie, 'pm_card_chargeDeclined', randomUUID());
    expect(declined.status).toBe(402);
    expect(declined.body.error).toBe(DECLINED);
    expect((await wallet.fundsOf(code)).balance).toBe(1000);
    expect(await movements(customerId)).toEqual([
      ['PointsSpent', 3],
      ['PointsReturned', 3],
    ]);
  });

  it('places a free purchase (a code took it all off) with nothing charged and nobody paying', async () => {
    const row = [dialect === 'postgres' ? true : 1];
    await t.app.get(SqlDatabase).transaction(function* () {
      yield* exec(
        `INSERT INTO discount_codes (code, percent_off, amount_off, scope, minimum_spend,
         requirement_message, is_code_visible, valid_from, valid_until, fallback_code,
         usage_limit, per_customer_limit, affiliate_id)
       VALUES ('ALLFREE', 100, NULL, 'products', 0, 'ALLFREE applies to products only.', ?,
         NULL, NULL, NULL, NULL, NULL, NULL)`,
        row,
      );
    });
    const guest = await newShopperCookie(t.server);
    await readyBasket(t.server, guest);
    await request(t.server)
      .post('/api/discount/apply')
      .set('Cookie', guest)
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify('ALLFREE'))
      .expect(200);
    expect((await checkoutOf(guest)).purchase).toMatchObject({ total: 0, totalToPay: 0 });
    const basketId = await basketIdOf(guest);
    await pay(t.server, guest, 'pm_card_visa', randomUUID()).expect(200);
    const [started] = await attemptsOn(basketId);
    expect(started.data).toMatchObject({
      provider: 'free',
      paymentMethod: 'none',
      giftCard: null,
      amount: 0,
    });
    expect(await chargedFor((started.data as { paymentId: string }).paymentId)).toBeNull();
  });
});

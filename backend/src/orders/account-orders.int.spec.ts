import { CUSTOMER_MESSAGES, type AccountOrderSummary, type DevOutboxEmail } from '@shop/contracts';
import request from 'supertest';
import { TEST_CAPTCHA, get, signUp } from '../accounts/accounts.test-kit';
import {
  createTestDatabase,
  testDialects,
  type TestDatabaseHandle,
} from '../platform/database/scratch-database';
import { SubscriptionRunner } from '../platform/event-store/subscription-runner';
import { createTestApp } from '../testing/test-app';
import { newShopperCookie } from '../testing/test-shopper';
import { cookieSetBy, pay, readyBasket, update } from './orders.test-kit';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const ORIGIN = 'https://shop.example';
const NOT_FOUND = "Sorry, we couldn't find what you were looking for.";

/** The signed-in customer's orders, their saved cards: always their own, 404 for anyone else's. */
describe.each(testDialects())("a customer's orders and payment methods on %s", (dialect) => {
  let database: TestDatabaseHandle;
  let t: TestApp;
  let ann: string;
  let bob: string;
  let annFirst: string;
  let annSecond: string;

  /** Fills a basket in `cookie`'s session and pays: the order number and the cookie after. */
  async function buy(cookie: string, key: string, email?: string) {
    await readyBasket(t.server, cookie);
    if (email) await update(t.server, cookie, 'details', 1, { name: 'Gina Guest', email });
    const paid = await pay(t.server, cookie, 'pm_card_visa', key);
    if (paid.status !== 200) throw new Error(JSON.stringify(paid.body));
    return { orderNumber: paid.body.data.orderNumbers[0] as string, cookie: cookieSetBy(paid)! };
  }

  const history = async (cookie: string): Promise<AccountOrderSummary[]> =>
    (await get(t, '/api/account/orders', cookie).expect(200)).body.data;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    t = await createTestApp({
      dialect,
      database,
      config: { captcha: TEST_CAPTCHA, publicOrigin: ORIGIN },
    });
    // Ann's email is the one readyBasket gives checkout, so a guest's order can share it.
    ann = await signUp(t, { email: 'grace@example.com', name: 'Ann Customer' });
    bob = await signUp(t, { email: 'bob@example.com', name: 'Bob Customer' });
    ({ orderNumber: annFirst, cookie: ann } = await buy(ann, 'ann-pays-1'));
    ({ orderNumber: annSecond, cookie: ann } = await buy(ann, 'ann-pays-2'));
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('lists what the customer paid for signed in, newest first, with tracking links', async () => {
    const orders = await history(ann);
    expect(orders.map((o) => o.orderNumber)).toEqual([annSecond, annFirst]);
    expect(orders[0]).toEqual({
      orderNumber: annSecond,
      trackingNumber: expect.stringMatching(/^[A-Z0-9]+$/),
      postcode: 'SW1A 1AA',
      placedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      productName: expect.any(String),
      image: expect.stringMatching(/^\/images\//),
      isGiftCard: false,
      recipientName: 'Ada Lovelace',
      deliveryDate: '2026-06-05',
      sendDate: null,
      total: expect.any(Number),
      status: 'placed',
      trackingPath: expect.stringMatching(/^\/tracking\/SW1A%201AA\/[A-Z0-9]+$/),
    });
    // The link is the tracking page's: the API behind it finds the order.
    const tracking = orders[0].trackingPath!.replace('/tracking/', '/api/tracking/');
    const tracked = await request(t.server).get(tracking).expect(200);
    expect(tracked.body.data.orderNumber).toBe(annSecond);
  });

  it('shows one order in full: items, card message, address, delivery, prices, payment', async () => {
    const answer = await get(t, `/api/account/orders/${annFirst.toLowerCase()}`, ann).expect(200);
    const order = answer.body.data;
    expect(order).toMatchObject({
      orderNumber: annFirst,
      trackingNumber: expect.any(String),
      cardMessage: 'Happy birthday, love from us',
      address: {
        recipientName: 'Ada Lovelace',
        addressLine1: '1 High Street',
        town: 'London',
        postcode: 'SW1A 1AA',
      },
      delivery: { methodName: expect.any(String), date: '2026-06-05', price: expect.any(Number) },
      giftCardRecipient: null,
      discountCode: null,
      payment: { orderNumbers: [annFirst], paidByGiftCard: 0 },
    });
    expect(order.items[0]).toMatchObject({ kind: 'product', priceBeforeDiscount: null });
    expect(order.items.map((item: { kind: string }) => item.kind)).toContain('card');
    expect(order.prices.total).toBe(order.prices.subtotal + order.prices.delivery);
    expect(order.payment.purchaseTotal).toBe(order.total);
    expect(order.payment.paidByCard).toBe(order.total);
    expect(order.timeline.map((step: { status: string }) => step.status)).toEqual([
      'placed',
      'with-florist',
      'out-for-delivery',
      'delivered',
    ]);
  });

  it("answers 404 for another customer's order, an unknown and a malformed number", async () => {
    expect(await history(bob)).toEqual([]);
    for (const path of [annFirst, 'P0000000', 'nonsense', '%20', 'P'.repeat(300)]) {
      const refused = await get(t, `/api/account/orders/${path}`, bob);
      expect([path, refused.status, refused.body.data]).toEqual([path, 404, null]);
    }
    const refused = await get(t, `/api/account/orders/${annFirst}`, bob).expect(404);
    expect(refused.body.error).toBe(NOT_FOUND);
  });

  it('answers 401 to a guest', async () => {
    const guest = await newShopperCookie(t.server);
    for (const path of ['/api/account/orders', `/api/account/orders/${annFirst}`]) {
      const refused = await get(t, path, guest).expect(401);
      expect(refused.body).toMatchObject({ data: null, error: CUSTOMER_MESSAGES.signInRequired });
      await get(t, path).expect(401);
    }
  });

  it("leaves out a guest's order with the customer's email: the account owns, not the email", async () => {
    const guest = await buy(await newShopperCookie(t.server), 'guest-same-email');
    expect((await history(ann)).map((o) => o.orderNumber)).toEqual([annSecond, annFirst]);
    await get(t, `/api/account/orders/${guest.orderNumber}`, ann).expect(404);
  });

  it('lists the saved cards: none with the test provider, which keeps no card', async () => {
    const cards = await get(t, '/api/account/payment-methods', ann).expect(200);
    expect(cards.body).toMatchObject({ data: [], isSignedIn: true });
    await get(t, '/api/account/payment-methods', await newShopperCookie(t.server)).expect(401);
    await get(t, '/api/account/payment-methods').expect(401);
  });

  describe('the confirmation email', () => {
    const emailOf = async (orderNumber: string): Promise<DevOutboxEmail> => {
      const deadline = Date.now() + 10000;
      for (;;) {
        await t.app.get(SubscriptionRunner).wake();
        const found = (
          await request(t.server).get('/api/dev/outbox').query({ to: 'grace@example.com' })
        ).body.data as DevOutboxEmail[];
        const email = found.find((e) => e.subject.includes(orderNumber));
        if (email || Date.now() > deadline) return email!;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    it("has no 'Create an account' link for a signed-in customer's purchase", async () => {
      const email = await emailOf(annFirst);
      expect(email.text).not.toContain('/sign-up-account/');
      expect(email.html).not.toContain('Create an account');
    });

    it("has the signed link for a guest's purchase", async () => {
      const guest = await buy(await newShopperCookie(t.server), 'guest-email-link');
      const email = await emailOf(guest.orderNumber);
      expect(email.text).toMatch(
        new RegExp(`${ORIGIN}/sign-up-account/${guest.orderNumber}/[A-Za-z0-9_-]{43}\\n`),
      );
      expect(email.html).toContain(`href="${ORIGIN}/sign-up-account/${guest.orderNumber}/`);
    });
  });
});

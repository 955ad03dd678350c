import request from 'supertest';
import { testDialects } from '../../../platform/database/scratch-database';
import { SqlDatabase } from '../../../platform/database/sql-database';
import { EventStore } from '../../../platform/event-store/event-store';
import { createTestApp } from '../../../testing/test-app';
import { newShopperCookie } from '../../../testing/test-shopper';
import { GIFT_CARD_WALLET, type GiftCardWallet } from '../../payments/gift-card-wallet';
import { addGiftCard, cookieSetBy, issueGiftCard, pay, readyBasket } from '../../orders.test-kit';

const NOT_FOUND = "Sorry, we couldn't find a gift card with that code.";
const NO_BALANCE = 'This gift card has no balance left.';

describe.each(testDialects())('paying with a gift card on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => t.clock.set(new Date('2026-06-04T10:00:00Z')));

  /** A fresh 16-character code from the card alphabet. */
  const newCode = () => `GFTCARDS${String(++serial).padStart(8, '2').replace(/[01]/g, '9')}`;
  const apply = (cookie: string, code: string) =>
    request(t.server).post('/api/payment/gift-card').set('Cookie', cookie).send({ code });
  const checkout = async (cookie: string) =>
    (await request(t.server).get('/api/checkout/get').set('Cookie', cookie).expect(200)).body.data;
  const balanceOf = async (code: string) =>
    (await t.app.get<GiftCardWallet>(GIFT_CARD_WALLET).fundsOf(code)).balance;
  const charges = async () =>
    Number(
      (
        await t.app.get(SqlDatabase).query<{ n: number }>('SELECT COUNT(*) AS n FROM test_payments')
      )[0].n,
    );

  it('refuses unknown, malformed, empty and expired cards in the shopper’s words', async () => {
    const me = await newShopperCookie(t.server);
    await readyBasket(t.server, me);
    expect((await apply(me, 'ABCD-EFGH-JKLM-NPQR').expect(404)).body.error).toBe(NOT_FOUND);
    expect((await apply(me, 'not a code').expect(404)).body.error).toBe(NOT_FOUND);
    await apply(me, 'x'.repeat(41)).expect(400);
    const empty = newCode();
    await issueGiftCard(t.app.get(EventStore), empty, 500);
    const other = await newShopperCookie(t.server);
    await readyBasket(t.server, other);
    await apply(other, empty).expect(200);
    await pay(t.server, other, 'pm_card_visa', `spend-${empty}`).expect(200);
    expect((await apply(me, empty).expect(400)).body.error).toBe(NO_BALANCE);
    const old = newCode();
    await issueGiftCard(t.app.get(EventStore), old, 5000, '2026-06-03');
    expect((await apply(me, old).expect(400)).body.error).toBe(
      'This gift card expired on 3rd June 2026.',
    );
    expect((await checkout(me)).giftCard).toBeNull();
  });

  it('does not buy a gift card with a gift card', async () => {
    const code = newCode();
    await issueGiftCard(t.app.get(EventStore), code, 5000);
    const me = await newShopperCookie(t.server);
    await addGiftCard(t.server, me, 3000);
    expect((await apply(me, code).expect(400)).body.error).toBe(
      'A gift card cannot be used to buy another gift card.',
    );
  });

  it('pays part of a purchase, the rest by card, and keeps nothing on the card it did not have', async () => {
    const code = newCode();
    await issueGiftCard(t.app.get(EventStore), code, 1000);
    const me = await newShopperCookie(t.server);
    await readyBasket(t.server, me);
    const applied = await apply(me, code.toLowerCase().replace(/(.{4})/g, '$1 ')).expect(200);
    const { total } = applied.body.data.purchase;
    expect(applied.body.data.giftCard).toEqual({ code, balance: 1000, expiresOn: '2028-06-04' });
    expect(applied.body.data.purchase).toMatchObject({
      giftCardTotal: 1000,
      totalToPay: total - 1000,
    });
    const paid = await pay(t.server, me, 'pm_card_visa', `part-${code}`).expect(200);
    expect(await balanceOf(code)).toBe(0);
    const complete = await request(t.server)
      .get('/api/order-complete')
      .set('Cookie', cookieSetBy(paid)!)
      .expect(200);
    expect(complete.body.data).toMatchObject({
      total,
      giftCardTotal: 1000,
      totalToPay: total - 1000,
    });
  });

  it('covers the whole purchase with no card payment, the rest staying on the card', async () => {
    const code = newCode();
    await issueGiftCard(t.app.get(EventStore), code, 25000);
    const me = await newShopperCookie(t.server);
    await readyBasket(t.server, me);
    const applied = await apply(me, code).expect(200);
    const { total } = applied.body.data.purchase;
    expect(applied.body.data.purchase).toMatchObject({ giftCardTotal: total, totalToPay: 0 });
    const before = await charges();
    await pay(t.server, me, 'gift_card', `whole-${code}`).expect(200);
    expect(await charges()).toBe(before);
    expect(await balanceOf(code)).toBe(25000 - total);
  });

  it('gives the card back what a declined payment took', async () => {
    const code = newCode();
    await issueGiftCard(t.app.get(EventStore), code, 1000);
    const me = await newShopperCookie(t.server);
    await readyBasket(t.server, me);
    await apply(me, code).expect(200);
    await pay(t.server, me, 'pm_card_chargeDeclined', `declined-${code}`).expect(402);
    expect(await balanceOf(code)).toBe(1000);
    expect((await checkout(me)).purchase.giftCardTotal).toBe(1000);
  });

  it('lets one of two purchases racing for a card have it; the other is told it is spent', async () => {
    const code = newCode();
    await issueGiftCard(t.app.get(EventStore), code, 1000);
    const [a, b] = [await newShopperCookie(t.server), await newShopperCookie(t.server)];
    for (const shopper of [a, b]) {
      await readyBasket(t.server, shopper);
      await apply(shopper, code).expect(200);
    }
    const [first, second] = await Promise.all([
      pay(t.server, a, 'pm_card_visa', `race-a-${code}`),
      pay(t.server, b, 'pm_card_visa', `race-b-${code}`),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 400]);
    const loser = first.status === 400 ? first : second;
    expect(loser.body.error).toBe(NO_BALANCE);
    expect(await balanceOf(code)).toBe(0);
  });

  it('refuses a card that expired between applying it and paying', async () => {
    const code = newCode();
    await issueGiftCard(t.app.get(EventStore), code, 1000, '2026-06-04');
    const me = await newShopperCookie(t.server);
    await readyBasket(t.server, me, {}, { deliveryId: 'standard', deliveryDate: '2026-06-06' });
    await apply(me, code).expect(200);
    t.clock.set(new Date('2026-06-05T09:00:00Z'));
    const refused = await pay(t.server, me, 'pm_card_visa', `expired-${code}`).expect(400);
    expect(refused.body.error).toBe('This gift card expired on 4th June 2026.');
    await request(t.server).post('/api/payment/gift-card/remove').set('Cookie', me).expect(200);
    expect((await checkout(me)).giftCard).toBeNull();
  });
});

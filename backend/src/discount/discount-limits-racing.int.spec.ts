import request from 'supertest';
import type { OrderPlaced } from '@shop/contracts';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { testDialects } from '../platform/database/scratch-database';
import { exec, SqlDatabase } from '../platform/database/sql-database';
import { parseJson } from '../platform/event-store/document-projection';
import { createTestApp } from '../testing/test-app';
import { newShopperCookie } from '../testing/test-shopper';
import { pay, readyBasket, update } from '../orders/orders.test-kit';

const NOW = new Date('2026-06-04T10:00:00Z');
const TAKEN_OFF = 'It has been taken off your order: please check the new total before you pay.';

type App = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The hostile review's finding: payments in flight all saw the old count of a code's uses (it
 * was counted after placing), so WELCOME10 went four times to one email and a code limited to 2
 * was used 8 times. Each payment now reserves its use as it starts; two instances share one
 * database, as behind a load balancer.
 */
describe.each(testDialects())('discount limits with payments racing, on %s', (dialect) => {
  let one: App;
  let two: App;
  beforeAll(async () => {
    one = await createTestApp({ dialect, now: NOW });
    const { database } = one.app.get<AppConfig>(APP_CONFIG);
    two = await createTestApp({ dialect, now: NOW, config: { database } });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  /** A code of 10% off products that `usageLimit` purchases may use in all. */
  const limitedCode = (code: string, usageLimit: number) =>
    one.app.get(SqlDatabase).transaction(() =>
      exec(
        `INSERT INTO discount_codes (code, percent_off, amount_off, scope, minimum_spend,
           requirement_message, is_code_visible, usage_limit, per_customer_limit)
         VALUES (?, 10, NULL, 'products', 0, '', ?, ?, NULL)`,
        [code, true, usageLimit],
      ),
    );

  /** `count` shoppers with ready baskets, each buying as `email(i)` with `code` on. */
  async function shoppersWith(code: string, count: number, email: (i: number) => string) {
    const cookies: string[] = [];
    for (let i = 0; i < count; i++) {
      const me = await newShopperCookie(one.server);
      await readyBasket(one.server, me);
      await update(one.server, me, 'details', 1, { name: 'Grace Hopper', email: email(i) });
      const applied = await request(one.server)
        .post('/api/discount/apply')
        .set('Cookie', me)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(code))
        .expect(200);
      expect(applied.body.data.code).toBe(code);
      cookies.push(me);
    }
    return cookies;
  }

  /** Everyone pays at once, half through each instance. */
  const payAll = (cookies: string[], tag: string) =>
    Promise.all(
      cookies.map((me, i) => pay((i % 2 ? two : one).server, me, 'pm_card_visa', `${tag}-${i}`)),
    );

  /** Purchases placed with `code` on them, read from the log. */
  async function placedWith(code: string): Promise<number> {
    const found = await one.app
      .get(SqlDatabase)
      .query<{ data: unknown }>(`SELECT data FROM events WHERE type = 'OrderPlaced'`);
    const purchases = new Set(
      found
        .map((row) => parseJson(row.data) as OrderPlaced['data'])
        .filter((placed) => placed.discount?.code === code)
        .map((placed) => placed.purchaseId),
    );
    return purchases.size;
  }

  it('lets one email use WELCOME10 once, however many of its payments race', async () => {
    const email = `racer.${dialect}@example.com`;
    const answers = await payAll(await shoppersWith('WELCOME10', 6, () => email), 'welcome');
    const paid = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect([paid.length, refused.length]).toEqual([1, 5]);
    for (const answer of refused) {
      expect(answer.body.error).toBe(`You have already used this discount code. ${TAKEN_OFF}`);
    }
    const welcomed = (
      await one.app
        .get(SqlDatabase)
        .query<{ n: number | string }>(
          `SELECT COUNT(*) AS n FROM discount_code_uses WHERE customer_email = ? AND status <> 'released'`,
          [email],
        )
    )[0];
    expect(Number(welcomed.n)).toBe(1);
  });

  it('lets a code limited to 2 uses be used twice, however many payments race', async () => {
    await limitedCode('TWOONLY', 2);
    const cookies = await shoppersWith('TWOONLY', 8, (i) => `two.${i}.${dialect}@example.com`);
    const answers = await payAll(cookies, 'two-only');
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect([answer.status, answer.body.error]).toEqual([
        409,
        `Sorry, this discount code is no longer available. ${TAKEN_OFF}`,
      ]);
    }
    expect(await placedWith('TWOONLY')).toBe(2);
    // Refused shoppers keep their baskets, now at the full price, and can pay for them.
    const again = await payAll(
      cookies.filter((_, i) => answers[i].status === 409),
      'two-only-again',
    );
    expect(again.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(await placedWith('TWOONLY')).toBe(2);
  });

  it('gives a declined payment its use back', async () => {
    await limitedCode('ONEONLY', 1);
    const [declined, next] = await shoppersWith(
      'ONEONLY',
      2,
      (i) => `one.${i}.${dialect}@example.com`,
    );
    await pay(one.server, declined, 'pm_card_chargeDeclined', 'one-only-declined').expect(402);
    await pay(two.server, next, 'pm_card_visa', 'one-only-next').expect(200);
    expect(await placedWith('ONEONLY')).toBe(1);
  });
});

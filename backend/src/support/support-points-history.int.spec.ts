import {
  basketStreamId,
  orderStreamId,
  pointsStreamId,
  type OrderPlaced,
  type SupportBasketEvent,
} from '@shop/contracts';
import request from 'supertest';
import { TEST_CAPTCHA, get, signUp } from '../accounts/accounts.test-kit';
import { BOUQUET, cookieSetBy, pay, readyBasket } from '../orders/orders.test-kit';
import { testDialects } from '../platform/database/scratch-database';
import { EventStore } from '../platform/event-store/event-store';
import { SubscriptionRunner } from '../platform/event-store/subscription-runner';
import { PointsLedgerService } from '../points';
import { createTestApp } from '../testing/test-app';
import { staffCookie } from './support.test-kit';

/** A referred friend's purchases in the support console: their Posy Points entries, in words. */
describe.each(testDialects())(
  "a paid basket's Posy Points in the support console on %s",
  (dialect) => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    let staff: string;
    let first: { basket: string; orderNumber: string };
    let second: { basket: string; orderNumber: string };
    let friendId: string;

    /** Pays for a bouquet in `cookie`'s session: its basket stream, order and the next cookie. */
    async function buy(cookie: string, key: string) {
      await readyBasket(t.server, cookie);
      const paid = await pay(t.server, cookie, 'pm_card_visa', key);
      if (paid.status !== 200) throw new Error(JSON.stringify(paid.body));
      const orderNumber = paid.body.data.orderNumbers[0] as string;
      const [placed] = await t.app
        .get(EventStore)
        .readStream<OrderPlaced>(orderStreamId(orderNumber));
      return {
        basket: basketStreamId(placed.data.basketId),
        orderNumber,
        purchaseId: placed.data.purchaseId,
        cookie: cookieSetBy(paid)!,
      };
    }

    beforeAll(async () => {
      t = await createTestApp({ dialect, config: { captcha: TEST_CAPTCHA } });
      staff = await staffCookie(t);
      const referrer = await signUp(t, { email: 'rita@example.com', name: 'Rita Referrer' });
      const { referralToken } = (await get(t, '/api/account/details', referrer).expect(200)).body
        .data;
      let friend = await signUp(t, {
        name: 'Fred Friend',
        email: 'fred@example.com',
        phone: null,
        password: 'roses-in-summer',
        referralToken,
      });
      friendId = (await get(t, '/api/account/details', friend).expect(200)).body.data.customerId;

      const one = await buy(friend, 'fred-pays-1');
      friend = one.cookie;
      // A later payment of this purchase spent a point and got it back (it did not go through).
      const ledger = t.app.get(PointsLedgerService);
      const store = t.app.get(EventStore);
      const two = await buy(friend, 'fred-pays-2');
      const deadline = Date.now() + 10000;
      while (
        (await store.readStream(pointsStreamId(friendId))).length < 3 &&
        Date.now() < deadline
      ) {
        await t.app.get(SubscriptionRunner).wake();
      }
      const spending = {
        paymentId: 'pay-late',
        purchaseId: one.purchaseId,
        basketId: one.basket.slice('basket-'.length),
        points: 1,
      };
      const context = {
        actor: { kind: 'system' as const, process: 'test' },
        correlationId: one.purchaseId,
      };
      await store.appendMany([await ledger.spendAppend(friendId, spending)], context);
      await store.appendMany([(await ledger.returnAppend(friendId, 'pay-late'))!], context);
      first = one;
      second = two;
    });
    afterAll(async () => {
      await t.close();
    });

    const pointsIn = async (basket: string) =>
      (
        (
          await request(t.server)
            .get(`/api/support/baskets/${basket}/events`)
            .set('Cookie', staff)
            .expect(200)
        ).body.data.events as SupportBasketEvent[]
      ).filter((event) => event.streamKind === 'points');

    it("shows the entries of the basket's purchase in plain words, on the customer's ledger", async () => {
      const entries = await pointsIn(first.basket);
      expect(entries.map((e) => [e.streamId, e.streamLabel, e.type, e.summary])).toEqual([
        [
          pointsStreamId(friendId),
          'Posy Points',
          'PointsEarned',
          `Earned ${BOUQUET.posyPoints} Posy Point${BOUQUET.posyPoints === 1 ? '' : 's'} on order ${first.orderNumber}`,
        ],
        [pointsStreamId(friendId), 'Posy Points', 'ReferralBonus', 'Referral bonus: 5 Posy Points'],
        [pointsStreamId(friendId), 'Posy Points', 'PointsSpent', 'Spent 1 Posy Point'],
        [
          pointsStreamId(friendId),
          'Posy Points',
          'PointsReturned',
          'Given back 1 Posy Point (payment did not go through)',
        ],
      ]);
      expect(entries[0].actor).toEqual({ kind: 'system', label: 'System (points-earner)' });
    });

    it("leaves out the customer's entries of other purchases", async () => {
      const entries = await pointsIn(second.basket);
      expect(entries.map((e) => e.summary)).toEqual([
        `Earned ${BOUQUET.posyPoints} Posy Point${BOUQUET.posyPoints === 1 ? '' : 's'} on order ${second.orderNumber}`,
      ]);
    });
  },
);

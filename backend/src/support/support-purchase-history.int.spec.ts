import {
  giftCardStreamId,
  orderStreamId,
  type SupportBasketEvent,
  type SupportBasketSummary,
} from '@shop/contracts';
import request from 'supertest';
import { foldCheckoutState } from '../basket';
import { testDialects } from '../platform/database/scratch-database';
import { EventStore } from '../platform/event-store/event-store';
import { createTestApp } from '../testing/test-app';
import { TEST_CAPTCHA } from '../accounts/accounts.test-kit';
import { appendNext, issued, issuedCodeOf, seedPurchase, SPENT_CARD } from './purchase.test-kit';
import { everyKindOfEvent, seedBasket, staffCookie } from './support.test-kit';

describe.each(testDialects())('a paid basket in the support console on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let staff: string;
  let basket: string;
  /** The code the issuer gave the gift card this purchase bought. */
  let bought: string;
  let open: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect, config: { captcha: TEST_CAPTCHA } });
    staff = await staffCookie(t);
    // The card was bought for £50 by an earlier purchase; another shopper spent £30 of it.
    const ledger = giftCardStreamId(SPENT_CARD.code);
    await appendNext(t, ledger, [issued(SPENT_CARD.code, 'P7654321', 'purchase-earlier', 5000)], {
      actor: { kind: 'system', process: 'gift-cards' },
      correlationId: 'purchase-earlier',
    });
    await appendNext(
      t,
      ledger,
      [
        {
          type: 'GiftCardRedeemed',
          data: { paymentId: 'pay-other', purchaseId: 'purchase-other', amount: 3000 },
        },
      ],
      { actor: { kind: 'shopper', sessionId: 'session-other' }, correlationId: 'purchase-other' },
    );
    basket = await seedPurchase(t, 'session-grace', everyKindOfEvent());
    bought = await issuedCodeOf(t, 'P1234568');
    // Later, the florist takes the order.
    await appendNext(
      t,
      orderStreamId('P1234567'),
      [
        {
          type: 'OrderStatusAdvanced',
          data: { orderNumber: 'P1234567', trackingNumber: 'TRK1234567', status: 'with-florist' },
        },
      ],
      { actor: { kind: 'system', process: 'order:advance' } },
    );
    open = await seedBasket(t, 'session-open', everyKindOfEvent().slice(0, 1));
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (path: string) => request(t.server).get(path).set('Cookie', staff);
  const history = async () =>
    (await get(`/api/support/baskets/${basket}/events`).expect(200)).body.data
      .events as SupportBasketEvent[];

  it("shows its orders' events and its gift card entries among the basket's, in log order", async () => {
    const events = await history();
    const positions = events.map((e) => e.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const own = events.filter((e) => e.streamKind === 'basket');
    expect(own.map((e) => [e.version, e.streamVersion, e.streamId, e.streamLabel])).toEqual(
      everyKindOfEvent().map((_, i) => [i + 1, i + 1, basket, 'Basket']),
    );
    const linked = events.filter((e) => e.streamKind !== 'basket');
    expect(linked.map((e) => [e.version, e.streamId, e.streamVersion, e.summary])).toEqual([
      [18, 'giftcard-HXKR7T2MWQ9PLN3B', 3, 'Gift card HXKR…: £20.00 redeemed for this purchase'],
      [
        19,
        'giftcard-HXKR7T2MWQ9PLN3B',
        4,
        'Gift card HXKR…: £20.00 given back (the payment did not go through)',
      ],
      [20, 'giftcard-HXKR7T2MWQ9PLN3B', 5, 'Gift card HXKR…: £20.00 redeemed for this purchase'],
      [
        21,
        'order-P1234567',
        1,
        'Order P1234567: placed — Peony Bouquet (Deluxe) to Ada Lovelace, SW1A 1AA, Mon 8th June (£53.24)',
      ],
      [
        21,
        'order-P1234568',
        1,
        'Order P1234568: placed — Posy Gift Card of £30.00 for Ada Lovelace <ada@example.com>, sent on Fri 5th June',
      ],
      [
        21,
        `giftcard-${bought}`,
        1,
        `Gift card ${bought.slice(0, 4)}…: issued for £30.00 by order P1234568 to Ada Lovelace <ada@example.com>, sent on Fri 5th June, valid until 4th June 2028`,
      ],
      [22, 'order-P1234567', 2, 'Order P1234567: now with the florist'],
    ]);
    expect(linked.map((e) => [e.streamKind, e.streamLabel, e.type, e.correlationId])).toEqual([
      ['gift-card', 'Gift card HXKR…', 'GiftCardRedeemed', 'purchase-1'],
      ['gift-card', 'Gift card HXKR…', 'GiftCardRedemptionReversed', 'purchase-1'],
      ['gift-card', 'Gift card HXKR…', 'GiftCardRedeemed', 'purchase-2'],
      ['order', 'Order P1234567', 'OrderPlaced', 'purchase-2'],
      ['order', 'Order P1234568', 'OrderPlaced', 'purchase-2'],
      ['gift-card', `Gift card ${bought.slice(0, 4)}…`, 'GiftCardIssued', 'purchase-2'],
      ['order', 'Order P1234567', 'OrderStatusAdvanced', expect.any(String)],
    ]);
    expect(linked.at(-2)!.actor).toEqual({ kind: 'system', label: 'System (gift-card-issuer)' });
    const placed = own.find((e) => e.type === 'BasketPlaced')!;
    expect(placed.summary).toBe(
      'Paid £83.24 (£20.00 by gift card, £63.24 by card) and placed orders P1234567, P1234568',
    );
  });

  it('shows the payments by provider, method token and amounts, never card details', async () => {
    const payments = (await history()).filter((e) => e.type === 'PaymentStarted');
    expect(payments.map((e) => e.data)).toEqual([
      expect.objectContaining({ provider: 'test', paymentMethod: 'pm_card_chargeDeclined' }),
      expect.objectContaining({ provider: 'test', paymentMethod: 'pm_card_visa' }),
    ]);
    expect(Object.keys(payments[1].data as object).sort()).toEqual([
      'amount',
      'giftCard',
      'idempotencyKey',
      'paymentId',
      'paymentMethod',
      'provider',
      'purchaseId',
      'startedAt',
      'total',
    ]);
  });

  it('keeps replay on basket versions: the last entry is the current version', async () => {
    const events = await t.app.get(EventStore).readStream(basket);
    expect((await history()).at(-1)!.version).toBe(events.length);
    const latest = await get(`/api/support/baskets/${basket}/state`).expect(200);
    expect(latest.body.data.currentVersion).toBe(events.length);
    expect(latest.body.data.state).toEqual(foldCheckoutState(events));
    const atPlacing = await get(`/api/support/baskets/${basket}/state?version=21`).expect(200);
    expect(atPlacing.body.data.state).toEqual(foldCheckoutState(events.slice(0, 21)));
    expect(atPlacing.body.data.changes).toEqual([]);
    await get(`/api/support/baskets/${basket}/state?version=${events.length + 1}`).expect(400);
  });

  it('exports the linked entries to CSV with their own stream and version', async () => {
    const csv = (await get(`/api/support/baskets/${basket}/events.csv`).expect(200)).text;
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'position,version,time (London),type,summary,actor,correlation id,stream,stream version',
    );
    expect(lines).toHaveLength(everyKindOfEvent().length + 7 + 2);
    expect(lines.filter((line) => line.includes(',OrderStatusAdvanced,'))).toEqual([
      expect.stringMatching(
        /^\d+,22,"4 Jun 2026, 11:00:00",OrderStatusAdvanced,Order P1234567: now with the florist,System \(order:advance\),\S+,order-P1234567,2$/,
      ),
    ]);
  });

  describe('search', () => {
    const find = async (query: string) =>
      (await get(`/api/support/baskets?query=${encodeURIComponent(query)}`).expect(200)).body.data
        .baskets as SupportBasketSummary[];

    it('finds the basket that placed an order by its number, in any case', async () => {
      expect((await find('P1234567')).map((b) => b.basketId)).toEqual([basket]);
      expect((await find(' p1234568 ')).map((b) => b.basketId)).toEqual([basket]);
      expect(await find('P7654321')).toEqual([]); // the earlier purchase placed no order here
      expect(await find('P123456')).toEqual([]);
    });

    it("says 'checked out' for a placed basket and 'open' for one not yet paid", async () => {
      const [placed] = await find('P1234567');
      expect(placed).toMatchObject({ status: 'checked out', orderCount: 2, total: 8324 });
      expect((await find(open)).map((b) => b.status)).toEqual(['open']);
    });
  });
});

import request from 'supertest';
import { testDialects } from '../../../platform/database/scratch-database';
import { createTestApp } from '../../../testing/test-app';
import { newShopperCookie } from '../../../testing/test-shopper';
import { buyGiftCard, buyer, giftCardOrder } from '../../giftcards.test-kit';
import { GiftCardLedger } from '../../gift-card-ledger.service';

const NOW = new Date('2026-06-04T10:00:00Z');
const NOT_FOUND = {
  data: null,
  error: "Sorry, we couldn't find a gift card with that code.",
  isSignedIn: false,
};

describe.each(testDialects())('GET /api/gift-card/{orderId}/{code} on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let code: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect, now: NOW });
    code = await buyGiftCard(t.app, { orderNumber: 'P5000001', order: giftCardOrder(7500) });
    other = await buyGiftCard(t.app, {
      orderNumber: 'P5000002',
      order: giftCardOrder(2000, { giftCardRecipient: null }),
    });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => t.clock.set(NOW));

  const page = (orderId: string, typed: string) =>
    request(t.server).get(
      `/api/gift-card/${encodeURIComponent(orderId)}/${encodeURIComponent(typed)}`,
    );

  it('answers the card as its recipient sees it, to anyone with the link', async () => {
    const expected = {
      data: {
        code,
        orderNumber: 'P5000001',
        amount: 7500,
        balance: 7500,
        expiresOn: '2028-06-04',
        expired: false,
        recipientName: 'Grace Hopper',
        buyerName: 'Ada Lovelace',
        message: 'Happy birthday!',
      },
      isSignedIn: false,
    };
    expect((await page('P5000001', code).expect(200)).body).toEqual(expected);
    const cookie = await newShopperCookie(t.server);
    const fromAnotherSession = await page('P5000001', code).set('Cookie', cookie).expect(200);
    expect(fromAnotherSession.body).toEqual(expected);
  });

  it('shows a card the buyer kept as addressed to the buyer', async () => {
    expect((await page('P5000002', other.toLowerCase()).expect(200)).body.data).toMatchObject({
      code: other,
      recipientName: buyer.name,
      buyerName: buyer.name,
      message: '',
    });
  });

  it("never shows a card with another order's number", async () => {
    expect((await page('P5000002', code).expect(404)).body).toEqual(NOT_FOUND);
    expect((await page('P5000001', other).expect(404)).body).toEqual(NOT_FOUND);
    expect((await page('P9999999', code).expect(404)).body).toEqual(NOT_FOUND);
  });

  it('shows the balance left, and 0 once expired', async () => {
    await t.app.get(GiftCardLedger).redeem(
      code,
      { paymentId: 'pay-1', purchaseId: 'purchase-9', amount: 2500 },
      {
        actor: { kind: 'shopper', sessionId: 's' },
      },
    );
    expect((await page('P5000001', code).expect(200)).body.data).toMatchObject({
      amount: 7500,
      balance: 5000,
      expired: false,
    });
    t.clock.set(new Date('2028-06-05T09:00:00Z'));
    expect((await page('P5000001', code).expect(200)).body.data).toMatchObject({
      amount: 7500,
      balance: 0,
      expired: true,
    });
  });

  it('answers unknown, malformed and odd input with 404 in our words, never 500', async () => {
    const odd: [string, string][] = [
      ['P5000001', 'ABCDEFGHJKLMNPQR'],
      ['P5000001', 'short'],
      ['P5000001', 'x'.repeat(3000)],
      ['x'.repeat(3000), code],
      ['Ünïcødé🌷', code],
      ['P5000001', 'Ünïcødé🌷'],
      ["' OR 1=1 --", code],
      ['balance', 'P5000001'],
    ];
    for (const [orderId, typed] of odd) {
      const answer = await page(orderId, typed);
      expect([orderId.slice(0, 20), answer.status, answer.body]).toEqual([
        orderId.slice(0, 20),
        404,
        NOT_FOUND,
      ]);
    }
    for (const path of ['%00/X', `P5000001/%ED%A0%80`, '%E0%A4%A/x']) {
      const answer = await request(t.server).get(`/api/gift-card/${path}`);
      expect([path, answer.status >= 400 && answer.status < 500]).toEqual([path, true]);
    }
  });
});

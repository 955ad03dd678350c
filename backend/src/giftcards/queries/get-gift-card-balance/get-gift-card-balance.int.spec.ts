import request from 'supertest';
import { testDialects } from '../../../platform/database/scratch-database';
import { createTestApp } from '../../../testing/test-app';
import { newShopperCookie } from '../../../testing/test-shopper';
import { buyGiftCard, giftCardOrder } from '../../giftcards.test-kit';
import { GiftCardLedger } from '../../gift-card-ledger.service';

const NOW = new Date('2026-06-04T10:00:00Z');
const NOT_FOUND = "Sorry, we couldn't find a gift card with that code.";

describe.each(testDialects())('GET /api/gift-card/balance/{code} on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let code: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect, now: NOW });
    code = await buyGiftCard(t.app, { orderNumber: 'P4000001', order: giftCardOrder(4000) });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => t.clock.set(NOW));

  const balance = (typed: string, cookie?: string) => {
    const call = request(t.server).get(`/api/gift-card/balance/${encodeURIComponent(typed)}`);
    return cookie ? call.set('Cookie', cookie) : call;
  };

  it('answers the balance and expiry of a card, to anyone holding its code', async () => {
    const expected = {
      data: { code, balance: 4000, expiresOn: '2028-06-04', expired: false, message: null },
      isSignedIn: false,
    };
    const guest = await balance(code).expect(200);
    expect(guest.body).toEqual(expected);
    // The code is what grants access, not the session: another shopper sees the same card.
    const other = await balance(code, await newShopperCookie(t.server)).expect(200);
    expect(other.body).toEqual(expected);
  });

  it('reads the code as typed: spaces, dashes and lower case', async () => {
    const typed = [
      code.toLowerCase(),
      code.match(/.{4}/g)!.join('-'),
      code.match(/.{4}/g)!.join(' ').toLowerCase(),
      ` ${code} `,
    ];
    for (const form of typed) {
      const answer = await balance(form).expect(200);
      expect([form, answer.body.data.code]).toEqual([form, code]);
    }
  });

  it('shows what is left after a part-payment', async () => {
    const other = await buyGiftCard(t.app, { orderNumber: 'P4000002', order: giftCardOrder(2000) });
    await t.app.get(GiftCardLedger).redeem(
      other,
      { paymentId: 'pay-1', purchaseId: 'purchase-9', amount: 1500 },
      {
        actor: { kind: 'shopper', sessionId: 's' },
      },
    );
    expect((await balance(other).expect(200)).body.data).toMatchObject({ balance: 500 });
  });

  it('answers an expired card with balance 0 and the date it expired', async () => {
    t.clock.set(new Date('2028-06-04T22:59:00Z'));
    expect((await balance(code).expect(200)).body.data).toMatchObject({
      balance: 4000,
      expired: false,
    });
    // Midnight in London (BST) is 23:00 UTC.
    t.clock.set(new Date('2028-06-04T23:00:00Z'));
    expect((await balance(code).expect(200)).body).toEqual({
      data: {
        code,
        balance: 0,
        expiresOn: '2028-06-04',
        expired: true,
        message: 'This gift card expired on 4th June 2028.',
      },
      isSignedIn: false,
    });
  });

  it('answers an unknown or malformed code with 404 in our words, never 500', async () => {
    const odd = [
      'ABCDEFGHJKLMNPQR',
      'ABCD',
      'O0I1O0I1O0I1O0I1',
      `${code}A`,
      'x'.repeat(3000),
      "'; DROP TABLE gift_cards; --",
      'Ünïcødé🌷 gift card',
      '%',
      '..',
    ];
    for (const typed of odd) {
      const answer = await balance(typed);
      expect([typed, answer.status, answer.body]).toEqual([
        typed,
        404,
        { data: null, error: NOT_FOUND, isSignedIn: false },
      ]);
    }
  });

  it('refuses input that is not text with a 4xx, never 500', async () => {
    for (const path of ['%00', '%ED%A0%80', '%E0%A4%A', 'a%2Fb']) {
      const answer = await request(t.server).get(`/api/gift-card/balance/${path}`);
      expect([path, answer.status >= 400 && answer.status < 500]).toEqual([path, true]);
      expect(answer.body.data).toBeNull();
    }
    expect((await balance(code).expect(200)).body.data.balance).toBe(4000);
  });
});

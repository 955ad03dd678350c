import request from 'supertest';
import type { GiftCardIssued } from '@shop/contracts';
import { testDialects } from '../platform/database/scratch-database';
import { SqlDatabase } from '../platform/database/sql-database';
import { cardsOfOrder, issuedCardOf } from '../giftcards/giftcards.test-kit';
import { SubscriptionRunner } from '../platform/event-store/subscription-runner';
import { createTestApp } from '../testing/test-app';
import { newShopperCookie } from '../testing/test-shopper';
import { addGiftCard, cookieSetBy, pay, readyBasket, update } from './orders.test-kit';

describe.each(testDialects())('a gift card from purchase to spending on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The card issued for an order, exactly one, once the issuer has caught up. */
  async function cardOf(orderNumber: string): Promise<GiftCardIssued['data']> {
    const card = await issuedCardOf(t.app, orderNumber);
    expect(await cardsOfOrder(t.app.get(SqlDatabase), orderNumber)).toHaveLength(1);
    return card;
  }

  it('is bought, issued once to its recipient, checked, and part-spent on a second purchase', async () => {
    const buyer = await newShopperCookie(t.server);
    await addGiftCard(t.server, buyer, 3000);
    await update(t.server, buyer, 'gift-card', 1, {
      recipientName: 'Ada Lovelace',
      recipientEmail: 'ada@example.com',
      message: 'Happy birthday!',
    });
    const paid = await pay(t.server, buyer, 'pm_card_visa', 'buy-gift-card-1').expect(200);
    const [orderNumber] = paid.body.data.orderNumbers;
    const complete = await request(t.server)
      .get('/api/order-complete')
      .set('Cookie', cookieSetBy(paid)!)
      .expect(200);
    expect(complete.body.data.orders[0]).toMatchObject({
      orderNumber,
      isGiftCard: true,
      recipientName: 'Ada Lovelace',
      recipientEmail: 'ada@example.com',
      sendDate: '2026-06-04',
      total: 3000,
    });

    const card = await cardOf(orderNumber);
    expect(card).toMatchObject({
      amount: 3000,
      recipientName: 'Ada Lovelace',
      recipientEmail: 'ada@example.com',
      buyerEmail: 'grace@example.com',
      message: 'Happy birthday!',
      sendDate: '2026-06-04',
      expiresOn: '2028-06-04',
    });
    expect(card.code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);

    const page = await request(t.server)
      .get(`/api/gift-card/${orderNumber}/${card.code}`)
      .expect(200);
    expect(page.body.data).toMatchObject({
      amount: 3000,
      balance: 3000,
      recipientName: 'Ada Lovelace',
    });

    // The recipient spends part of it on flowers; the rest stays on the card.
    const recipient = await newShopperCookie(t.server);
    await readyBasket(t.server, recipient, { recipientName: 'Grace Hopper' });
    const applied = await request(t.server)
      .post('/api/payment/gift-card')
      .set('Cookie', recipient)
      .send({ code: card.code })
      .expect(200);
    const { total } = applied.body.data.purchase;
    const spent = Math.min(3000, total);
    expect(applied.body.data.purchase.totalToPay).toBe(total - spent);
    await pay(
      t.server,
      recipient,
      total > 3000 ? 'pm_card_visa' : 'gift_card',
      'spend-gift-1',
    ).expect(200);
    const balance = await request(t.server).get(`/api/gift-card/balance/${card.code}`).expect(200);
    expect(balance.body.data).toMatchObject({ balance: 3000 - spent, expiresOn: '2028-06-04' });

    // Issued exactly once, however often the issuer catches up.
    await t.app.get(SubscriptionRunner).wake();
    await cardOf(orderNumber);
  });
});

import { GIFT_CARD_MESSAGES as M, giftCardStreamId, type GiftCardEvent } from '@shop/contracts';
import { testDialects } from '../platform/database/scratch-database';
import { DomainError } from '../platform/domain-error';
import { SqlDatabase } from '../platform/database/sql-database';
import { EventStore } from '../platform/event-store/event-store';
import { rebuildProjection } from '../platform/event-store/projection-rebuild';
import { createTestApp } from '../testing/test-app';
import { GiftCardLedger, giftCardsProjection, type GiftCardLedgerContext } from './index';
import { buyGiftCard, giftCardOrder } from './giftcards.test-kit';

const NOW = new Date('2026-06-04T10:00:00Z');
const payer: GiftCardLedgerContext = {
  actor: { kind: 'shopper', sessionId: 'session-2' },
  sessionId: 'session-2',
};
const NOT_FOUND = "Sorry, we couldn't find a gift card with that code.";

/** The refusal a promise ends with, as the shopper would read it. */
async function refusal(promise: Promise<unknown>): Promise<[string, number]> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError)) throw new Error(`Expected a refusal, got ${String(error)}`);
  return [error.message, error.status];
}

describe.each(testDialects())('the gift card ledger on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let ledger: GiftCardLedger;
  let store: EventStore;
  let orders = 0;
  beforeAll(async () => {
    t = await createTestApp({ dialect, now: NOW });
    ledger = t.app.get(GiftCardLedger);
    store = t.app.get(EventStore);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => t.clock.set(NOW));

  const newCard = (price = 3000) =>
    buyGiftCard(t.app, {
      orderNumber: `P${String(3000000 + ++orders)}`,
      order: giftCardOrder(price),
    });
  const ledgerOf = async (code: string) =>
    (await store.readStream<GiftCardEvent>(giftCardStreamId(code))).map((e) => e.type);

  it('answers the balance of a code however it is typed', async () => {
    const code = await newCard(3000);
    const typed = ` ${code.slice(0, 4)}-${code.slice(4, 8)} ${code.slice(8).toLowerCase()} `;
    expect(await ledger.balanceOf(typed, '2026-06-04')).toEqual({
      code,
      balance: 3000,
      expiresOn: '2028-06-04',
      expired: false,
    });
  });

  it('says an unknown or malformed code was not found', async () => {
    for (const code of ['ABCDEFGHJKLMNPQR', 'ABCD', '0000000000000000', 'x'.repeat(5000), '']) {
      expect(await refusal(ledger.balanceOf(code, '2026-06-04'))).toEqual([NOT_FOUND, 404]);
      expect(
        await refusal(ledger.redeem(code, { paymentId: 'p', purchaseId: 'u', amount: 1 }, payer)),
      ).toEqual([NOT_FOUND, 404]);
    }
  });

  it('answers balance 0 once the card has expired', async () => {
    const code = await newCard(3000);
    expect(await ledger.balanceOf(code, '2028-06-04')).toMatchObject({ balance: 3000 });
    expect(await ledger.balanceOf(code, '2028-06-05')).toEqual({
      code,
      balance: 0,
      expiresOn: '2028-06-04',
      expired: true,
    });
  });

  it('takes part of the card, on the purchase history, the rest staying on it', async () => {
    const code = await newCard(3000);
    const result = await ledger.redeem(
      code.toLowerCase(),
      { paymentId: 'pay-1', purchaseId: 'purchase-9', amount: 1200 },
      payer,
    );
    expect(result).toEqual({ code, paymentId: 'pay-1', amount: 1200, balance: 1800 });
    expect(await ledger.balanceOf(code, '2026-06-04')).toMatchObject({ balance: 1800 });
    const [, redeemed] = await store.readStream(giftCardStreamId(code));
    expect(redeemed).toMatchObject({
      type: 'GiftCardRedeemed',
      data: { paymentId: 'pay-1', purchaseId: 'purchase-9', amount: 1200 },
      metadata: { correlationId: 'purchase-9', actor: payer.actor, sessionId: 'session-2' },
    });
  });

  it('takes nothing more when the same payment attempt asks again', async () => {
    const code = await newCard(3000);
    const redemption = { paymentId: 'pay-1', purchaseId: 'purchase-9', amount: 1000 };
    await ledger.redeem(code, redemption, payer);
    expect(await ledger.redeem(code, redemption, payer)).toEqual({
      code,
      paymentId: 'pay-1',
      amount: 1000,
      balance: 2000,
    });
    expect(await ledgerOf(code)).toEqual(['GiftCardIssued', 'GiftCardRedeemed']);
  });

  it('gives back a failed payment once, on the purchase history', async () => {
    const code = await newCard(3000);
    await ledger.redeem(
      code,
      { paymentId: 'pay-1', purchaseId: 'purchase-9', amount: 3000 },
      payer,
    );
    await ledger.reverse(code, 'pay-1', payer);
    await ledger.reverse(code, 'pay-1', payer);
    await ledger.reverse(code, 'pay-unknown', payer);
    expect(await ledgerOf(code)).toEqual([
      'GiftCardIssued',
      'GiftCardRedeemed',
      'GiftCardRedemptionReversed',
    ]);
    const reversal = (await store.readStream(giftCardStreamId(code)))[2];
    expect(reversal).toMatchObject({
      data: { paymentId: 'pay-1', purchaseId: 'purchase-9', amount: 3000 },
      metadata: { correlationId: 'purchase-9' },
    });
    expect(await ledger.balanceOf(code, '2026-06-04')).toMatchObject({ balance: 3000 });
  });

  it('refuses an empty card, more than the balance, and an expired card', async () => {
    const code = await newCard(3000);
    const pay = (paymentId: string, amount: number) =>
      ledger.redeem(code, { paymentId, purchaseId: `purchase-${paymentId}`, amount }, payer);
    await pay('pay-1', 2000);
    expect(await refusal(pay('pay-2', 1500))).toEqual([
      'The balance of this gift card has changed - please check the amount and pay again.',
      422,
    ]);
    t.clock.set(new Date('2028-06-05T08:00:00Z'));
    expect(await refusal(pay('pay-3', 500))).toEqual([
      'This gift card expired on 4th June 2028.',
      422,
    ]);
    t.clock.set(NOW);
    await pay('pay-4', 1000);
    expect(await refusal(pay('pay-5', 1))).toEqual(['This gift card has no balance left.', 422]);
    expect(await ledgerOf(code)).toEqual([
      'GiftCardIssued',
      'GiftCardRedeemed',
      'GiftCardRedeemed',
    ]);
  });

  it('lets one of ten payments racing for the whole card take it', async () => {
    const code = await newCard(5000);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        ledger.redeem(code, { paymentId: `race-${i}`, purchaseId: `p-${i}`, amount: 5000 }, payer),
      ),
    );
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const lost of outcomes.filter((o) => o.status === 'rejected')) {
      const reason = (lost as PromiseRejectedResult).reason as DomainError;
      expect(reason).toBeInstanceOf(DomainError);
      expect([M.noBalance, M.balanceChanged]).toContain(reason.message);
    }
    expect(await ledger.balanceOf(code, '2026-06-04')).toMatchObject({ balance: 0 });
    expect(await ledgerOf(code)).toEqual(['GiftCardIssued', 'GiftCardRedeemed']);
  });

  it('keeps a projection that a rebuild from the log reproduces exactly', async () => {
    const code = await newCard(4000);
    await ledger.redeem(code, { paymentId: 'r-1', purchaseId: 'p-1', amount: 1000 }, payer);
    await ledger.reverse(code, 'r-1', payer);
    await ledger.redeem(code, { paymentId: 'r-2', purchaseId: 'p-2', amount: 2500 }, payer);
    const result = await rebuildProjection(t.app.get(SqlDatabase), store, giftCardsProjection, {
      dryRun: true,
    });
    expect(result.documents).toBe(orders);
    expect(result.differences).toEqual([]);
  });

  it('lets exactly as many racing part-payments through as the card holds', async () => {
    const code = await newCard(3000);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        ledger.redeem(code, { paymentId: `part-${i}`, purchaseId: `p-${i}`, amount: 1000 }, payer),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    expect(await ledger.balanceOf(code, '2026-06-04')).toMatchObject({ balance: 0 });
  });
});

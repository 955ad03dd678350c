import { randomBytes } from 'node:crypto';
import type { RecordedEvent } from '@shop/contracts';
import { testDialects } from '../../../platform/database/scratch-database';
import { rows, type SqlWork } from '../../../platform/database/sql-database';
import {
  DocumentSubscription,
  type EventSubscriber,
} from '../../../platform/event-store/document-subscription';
import { openStore } from '../../../platform/event-store/event-store.test-kit';
import { untilLogVisible } from '../../../testing/log-visible';
import {
  buyer,
  cardsOfOrder,
  giftCardEventsIn,
  giftCardOrder,
  placeOrder,
  recipient,
} from '../../giftcards.test-kit';
import { giftCardsProjection } from '../gift-cards/gift-cards.projection';
import { GIFT_CARD_ISSUER, GiftCardIssuerSubscriber } from './gift-card-issuer.subscriber';

/** The real issuer, dying right after its append, before the transaction can commit. */
class DiesAfterAppend implements EventSubscriber {
  readonly name = GIFT_CARD_ISSUER;
  readonly handles: readonly string[];
  constructor(private readonly inner: GiftCardIssuerSubscriber) {
    this.handles = inner.handles;
  }
  *apply(events: readonly RecordedEvent[]): SqlWork<unknown> {
    yield* this.inner.apply(events);
    // The card's event is in the transaction now: it is there to be seen, then lost.
    const [{ cards }] = yield* rows<{ cards: number | string }>(
      "SELECT COUNT(*) AS cards FROM events WHERE type = 'GiftCardIssued'",
    );
    if (Number(cards) === 0) throw new Error('the issuer appended nothing');
    throw new Error('process died before the checkpoint committed');
  }
}

describe.each(testDialects())('gift card issuer on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof openStore>>;
  beforeEach(async () => {
    t = await openStore(dialect);
    t.registry.register(giftCardsProjection);
  });
  afterEach(async () => {
    await t.close();
  });

  const issuer = () => new GiftCardIssuerSubscriber(t.store, randomBytes);
  const subscription = (subscriber: EventSubscriber = issuer(), batch = 500) =>
    new DocumentSubscription(t.store, t.sql, subscriber, batch);

  /** Catches up until the checkpoint reaches `position` (PostgreSQL may hide events a moment). */
  async function catchUpTo(sub: DocumentSubscription, position: number): Promise<void> {
    const deadline = Date.now() + 10000;
    await sub.catchUp();
    while ((await sub.storedCheckpoint()) < position && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await sub.catchUp();
    }
  }

  it('issues the card for the price paid, to the recipient, on the purchase history', async () => {
    // 23:30 UTC on 4 June is 00:30 on 5 June in London (BST).
    t.clock.set(new Date('2026-06-04T23:30:00Z'));
    const placed = await placeOrder(t.store, {
      orderNumber: 'P1000001',
      order: giftCardOrder(4000),
    });
    await catchUpTo(subscription(), placed.position);

    const [card] = await cardsOfOrder(t.sql, 'P1000001');
    expect(card.streamId).toBe(`giftcard-${card.data.code}`);
    expect(card.streamVersion).toBe(1);
    expect(card.data).toEqual({
      code: expect.stringMatching(/^[A-HJ-NP-Z2-9]{16}$/),
      orderNumber: 'P1000001',
      purchaseId: 'purchase-P1000001',
      amount: 4000,
      issuedOn: '2026-06-05',
      expiresOn: '2028-06-05',
      recipientName: 'Grace Hopper',
      recipientEmail: 'grace@example.com',
      buyerName: 'Ada Lovelace',
      buyerEmail: 'ada@example.com',
      message: 'Happy birthday!',
      sendDate: '2026-06-10',
    });
    expect(card.metadata).toMatchObject({
      correlationId: 'purchase-P1000001',
      causationId: placed.metadata.eventId,
      actor: { kind: 'system', process: 'gift-card-issuer' },
    });
    expect(await t.documents('gift_cards')).toEqual({
      [card.data.code]: {
        code: card.data.code,
        orderNumber: 'P1000001',
        amount: 4000,
        balance: 4000,
        issuedOn: '2026-06-05',
        expiresOn: '2028-06-05',
        recipientName: 'Grace Hopper',
        buyerName: 'Ada Lovelace',
        message: 'Happy birthday!',
        sendDate: '2026-06-10',
        redemptions: [],
      },
    });
  });

  it('sends the card to the buyer on the day of the order when no recipient was given', async () => {
    const order = giftCardOrder(2500, { giftCardRecipient: null });
    const placed = await placeOrder(t.store, { orderNumber: 'P1000002', order });
    await catchUpTo(subscription(), placed.position);

    const [card] = await cardsOfOrder(t.sql, 'P1000002');
    expect(card.data).toMatchObject({
      amount: 2500,
      issuedOn: '2026-06-04',
      expiresOn: '2028-06-04',
      recipientName: buyer.name,
      recipientEmail: buyer.email,
      message: '',
      sendDate: '2026-06-04',
    });
  });

  it('sends on the day of the order when the recipient has no send date', async () => {
    const order = giftCardOrder(2500, { giftCardRecipient: { ...recipient, sendDate: null } });
    const placed = await placeOrder(t.store, { orderNumber: 'P1000003', order });
    await catchUpTo(subscription(), placed.position);
    expect((await cardsOfOrder(t.sql, 'P1000003'))[0].data).toMatchObject({
      recipientName: 'Grace Hopper',
      sendDate: '2026-06-04',
    });
  });

  it('issues nothing for flowers and one card per gift-card order', async () => {
    const flowers = giftCardOrder(3500, { isGiftCard: false, giftCardRecipient: null });
    await placeOrder(t.store, { orderNumber: 'P1000004', order: flowers });
    await placeOrder(t.store, { orderNumber: 'P1000005' });
    const last = await placeOrder(t.store, { orderNumber: 'P1000006' });
    await catchUpTo(subscription(), last.position);

    const cards = await giftCardEventsIn(t.sql);
    expect(cards.map((e) => [e.type, (e.data as { orderNumber: string }).orderNumber])).toEqual([
      ['GiftCardIssued', 'P1000005'],
      ['GiftCardIssued', 'P1000006'],
    ]);
    expect(new Set(cards.map((e) => e.streamId)).size).toBe(2);
  });

  it('issues exactly one card when the process dies between the append and the checkpoint', async () => {
    const placed = await placeOrder(t.store, { orderNumber: 'P1000007' });
    const dying = subscription(new DiesAfterAppend(issuer()));
    await untilLogVisible(t.sql);
    await expect(dying.catchUp()).rejects.toThrow('process died before the checkpoint committed');
    expect(await giftCardEventsIn(t.sql)).toEqual([]);
    expect(await t.documents('gift_cards')).toEqual({});
    expect(await dying.storedCheckpoint()).toBe(0);

    const restarted = subscription();
    await catchUpTo(restarted, placed.position);
    await restarted.catchUp();
    expect(await cardsOfOrder(t.sql, 'P1000007')).toHaveLength(1);
    expect(Object.keys(await t.documents('gift_cards'))).toHaveLength(1);
  });

  it('issues one card per order when four instances catch up at once', async () => {
    let last = 0;
    for (let i = 0; i < 12; i++) {
      last = (await placeOrder(t.store, { orderNumber: `P20000${10 + i}` })).position;
    }
    const racers = Array.from({ length: 4 }, () => subscription(issuer(), 1));
    await Promise.all(racers.map((racer) => catchUpTo(racer, last)));

    const issued = await giftCardEventsIn(t.sql);
    expect(issued).toHaveLength(12);
    expect(new Set(issued.map((e) => (e.data as { orderNumber: string }).orderNumber)).size).toBe(
      12,
    );
    expect(Object.keys(await t.documents('gift_cards'))).toHaveLength(12);
  });
});

import type { GiftCardEvent, RecordedEvent } from '@shop/contracts';
import { CODE, issued, redeemed, reversed } from '../../giftcards.test-kit';
import { giftCardsProjection, type GiftCardDocument } from './gift-cards.projection';

const fold = (...events: GiftCardEvent[]): GiftCardDocument | null =>
  events
    .map(
      (event, i) =>
        ({
          ...event,
          position: i + 1,
          streamId: `giftcard-${CODE}`,
          streamVersion: i + 1,
        }) as RecordedEvent,
    )
    .reduce<GiftCardDocument | null>((doc, event) => giftCardsProjection.evolve(doc, event), null);

describe('the gift cards projection', () => {
  it('keeps one document per code', () => {
    const event = { ...issued(), position: 1, streamId: `giftcard-${CODE}`, streamVersion: 1 };
    expect(giftCardsProjection.documentId(event as RecordedEvent)).toBe(CODE);
  });

  it('holds the card as issued, its balance and its redemptions', () => {
    expect(
      fold(
        issued(),
        redeemed('pay-1', 1000),
        reversed('pay-1', 1000),
        redeemed('pay-1', 1000),
        redeemed('pay-2', 500),
      ),
    ).toEqual({
      code: CODE,
      orderNumber: 'P1000001',
      amount: 3000,
      balance: 1500,
      issuedOn: '2026-06-04',
      expiresOn: '2028-06-04',
      recipientName: 'Grace Hopper',
      buyerName: 'Ada Lovelace',
      message: 'Happy birthday!',
      sendDate: '2026-06-10',
      redemptions: [
        { paymentId: 'pay-1', purchaseId: 'purchase-2', amount: 1000, reversed: true },
        { paymentId: 'pay-1', purchaseId: 'purchase-2', amount: 1000, reversed: false },
        { paymentId: 'pay-2', purchaseId: 'purchase-2', amount: 500, reversed: false },
      ],
    });
  });

  it('keeps no recipient or buyer email in the document', () => {
    expect(JSON.stringify(fold(issued()))).not.toContain('@example.com');
  });
});

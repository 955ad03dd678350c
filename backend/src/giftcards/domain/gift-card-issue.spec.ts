import type { OrderPlaced, RecordedEvent } from '@shop/contracts';
import { buyer, giftCardOrder, orderPlaced, recipient } from '../giftcards.test-kit';
import { giftCardExpiresOn, isExpired } from './gift-card-expiry';
import { issueFor, issuesACard } from './gift-card-issue';

const recorded = (event: OrderPlaced, occurredAt: string): RecordedEvent<OrderPlaced> => ({
  ...event,
  position: 7,
  streamId: `order-${event.data.orderNumber}`,
  streamVersion: 1,
  metadata: {
    eventId: 'event-1',
    correlationId: event.data.purchaseId,
    causationId: null,
    sessionId: 'session-1',
    actor: { kind: 'shopper', sessionId: 'session-1' },
    occurredAt,
  },
});

describe('giftCardExpiresOn', () => {
  it.each`
    issuedOn        | expiresOn
    ${'2026-06-04'} | ${'2028-06-04'}
    ${'2026-12-31'} | ${'2028-12-31'}
    ${'2028-02-29'} | ${'2030-02-28'}
  `('a card issued on $issuedOn can be spent until $expiresOn', ({ issuedOn, expiresOn }) => {
    expect(giftCardExpiresOn(issuedOn)).toBe(expiresOn);
  });

  it('counts the last day as valid', () => {
    expect(isExpired('2028-06-04', '2028-06-04')).toBe(false);
    expect(isExpired('2028-06-04', '2028-06-05')).toBe(true);
  });
});

describe('issueFor', () => {
  it('issues a gift-card order for the price paid, to its recipient, on the chosen day', () => {
    const placed = orderPlaced({ orderNumber: 'P1234567', order: giftCardOrder(5000) });
    expect(issueFor(recorded(placed, '2026-06-04T10:00:00Z'), 'ABCDEFGHJKLMNPQR')).toEqual({
      type: 'Issue',
      data: {
        code: 'ABCDEFGHJKLMNPQR',
        orderNumber: 'P1234567',
        purchaseId: 'purchase-P1234567',
        amount: 5000,
        issuedOn: '2026-06-04',
        expiresOn: '2028-06-04',
        recipientName: recipient.recipientName,
        recipientEmail: recipient.recipientEmail,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        message: 'Happy birthday!',
        sendDate: '2026-06-10',
      },
    });
  });

  it("dates the card by London's calendar (00:30 on New Year's Day in GMT, 00:30 BST)", () => {
    const placed = orderPlaced({ orderNumber: 'P1234567', order: giftCardOrder(5000) });
    expect(issueFor(recorded(placed, '2027-01-01T00:30:00Z'), 'X').data.issuedOn).toBe(
      '2027-01-01',
    );
    expect(issueFor(recorded(placed, '2026-12-31T23:30:00Z'), 'X').data.issuedOn).toBe(
      '2026-12-31',
    );
    expect(issueFor(recorded(placed, '2026-06-04T23:30:00Z'), 'X').data.issuedOn).toBe(
      '2026-06-05',
    );
  });

  it('sends the card to the buyer, today and without a message, when no recipient was given', () => {
    const order = giftCardOrder(2000, { giftCardRecipient: null });
    const placed = orderPlaced({ orderNumber: 'P1234567', order });
    expect(issueFor(recorded(placed, '2026-06-04T10:00:00Z'), 'X').data).toMatchObject({
      recipientName: 'Ada Lovelace',
      recipientEmail: 'ada@example.com',
      message: '',
      sendDate: '2026-06-04',
    });
  });

  it('issues cards only for paid gift-card orders', () => {
    expect(issuesACard(giftCardOrder(2000))).toBe(true);
    expect(issuesACard(giftCardOrder(2000, { isGiftCard: false }))).toBe(false);
    expect(issuesACard(giftCardOrder(0))).toBe(false);
  });
});

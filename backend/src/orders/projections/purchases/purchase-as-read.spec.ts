import { purchaseAsRead, type PurchaseDocument } from './purchases.projection';

const stored = (over: Partial<PurchaseDocument>): PurchaseDocument => ({
  purchaseId: 'p1',
  placedAt: '2026-06-04T10:00:00.000Z',
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  orders: [],
  total: 4500,
  giftCardTotal: 1000,
  pointsTotal: 700,
  totalToPay: 2800,
  questionnaireAnswered: false,
  ...over,
});

describe('a purchase document as read', () => {
  it('keeps what it recorded the points paid', () => {
    expect(purchaseAsRead(stored({})).pointsTotal).toBe(700);
  });

  it('works out what points paid on documents written before it was kept', () => {
    const { pointsTotal: _, ...older } = stored({});
    expect(purchaseAsRead(older as PurchaseDocument).pointsTotal).toBe(700);
    const { pointsTotal: __, ...beforePoints } = stored({ giftCardTotal: 0, totalToPay: 4500 });
    expect(purchaseAsRead(beforePoints as PurchaseDocument).pointsTotal).toBe(0);
  });
});

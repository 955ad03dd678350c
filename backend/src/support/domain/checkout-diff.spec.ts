import { emptyCheckoutState } from '@shop/contracts';
import { foldCheckoutState } from '../../basket';
import { everyKindOfEvent, recorded } from '../support.test-kit';
import { diffCheckout } from './checkout-diff';

/** The labels of what version `n` changed. */
function labelsAt(n: number): string[] {
  const events = recorded(everyKindOfEvent());
  const before = foldCheckoutState(events.slice(0, n - 1));
  return diffCheckout(before, foldCheckoutState(events.slice(0, n))).map((c) => c.label);
}

describe('diffCheckout', () => {
  it('says nothing changed between equal states', () => {
    expect(diffCheckout(emptyCheckoutState(), emptyCheckoutState())).toEqual([]);
  });

  it('reads each kind of change in words', () => {
    expect(labelsAt(1)).toEqual([
      'Order 1 added: Peony Bouquet (Deluxe)',
      'Total: £0.00 → £48.99',
      'To pay: £0.00 → £48.99',
    ]);
    expect(labelsAt(3)).toEqual([
      'Order 1: card changed from no card to Premium A6 Card',
      'Order 1 total: £48.99 → £51.24',
      'Total: £83.99 → £86.24',
      'To pay: £83.99 → £86.24',
    ]);
    expect(labelsAt(4)).toEqual([
      'Order 1: message changed from nothing to "Happy birthday, "Ada", love"',
    ]);
    expect(labelsAt(5)).toEqual([
      'Order 1: recipient changed from nobody to Ada Lovelace, 1 Rose Lane, Bath, SW1A 1AA',
    ]);
    expect(labelsAt(6)[0]).toBe('Order 1: added Chocolates (£6.00)');
    expect(labelsAt(7)[0]).toBe(
      'Order 1: delivery changed from 5th June by Tracked Delivery to 8th June by Before 1pm',
    );
    expect(labelsAt(8)[0]).toBe('Order 2: removed Ceramic Pot');
    expect(labelsAt(9)[0]).toBe('Order 1: removed Chocolates');
    expect(labelsAt(10)[0]).toBe('Order 2 removed: Peony Bouquet');
    expect(labelsAt(11)).toEqual([
      'Customer details changed from none to Grace Hopper, Grace@Example.com, 07700 900123',
    ]);
    expect(labelsAt(13)).toEqual([
      'Order 2: gift card recipient changed from nobody to Ada Lovelace <ada@example.com> on 5th June with "Happy birthday, Ada!"',
    ]);
    expect(labelsAt(15)).toEqual([
      'Gift card changed from none to HXKR… (balance £20.00)',
      'Gift cards: £0.00 → £20.00',
      'To pay: £83.24 → £63.24',
    ]);
    expect(labelsAt(16)).toEqual([
      'Gift card changed from HXKR… (balance £20.00) to none',
      'Gift cards: £20.00 → £0.00',
      'To pay: £63.24 → £83.24',
    ]);
  });

  it('tags each change with its area, order and values', () => {
    const events = recorded(everyKindOfEvent());
    const changes = diffCheckout(
      foldCheckoutState(events.slice(0, 6)),
      foldCheckoutState(events.slice(0, 7)),
    );
    expect(changes[0]).toEqual({
      area: 'delivery',
      orderIndex: 1,
      label: expect.any(String),
      before: {
        date: '2026-06-05',
        methodId: 'tracked',
        methodName: 'Tracked Delivery',
        price: 399,
      },
      after: { date: '2026-06-08', methodId: 'before-1pm', methodName: 'Before 1pm', price: 599 },
    });
    expect(changes.map((c) => c.area)).toEqual(['delivery', 'totals', 'totals', 'totals']);
  });

  it('diffs discount and points', () => {
    const before = emptyCheckoutState();
    const after = { ...before, discountCode: 'SPRING10', pointsRedeemed: 5 };
    expect(diffCheckout(before, after)).toMatchObject([
      { area: 'discount', label: 'Discount code changed from none to SPRING10' },
      { area: 'points', label: 'Points redeemed: 0 → 5' },
    ]);
  });
});

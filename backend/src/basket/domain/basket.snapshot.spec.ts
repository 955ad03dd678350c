import { added, chocolates, giftCardAdded, pot, removed, stateAfter } from '../basket.test-kit';
import { fromSnapshot, toSnapshot } from './basket.snapshot';

describe('the basket decision-state snapshot', () => {
  it('survives JSON and gives back the same state, orders in the same order', () => {
    const state = stateAfter(
      added('b-order', { pot: { ...pot, variantId: null } }),
      added('10'),
      giftCardAdded('a-order'),
      removed('10'),
      { type: 'AddonAdded', data: { orderId: 'b-order', addon: chocolates } },
    );
    const restored = fromSnapshot(JSON.parse(JSON.stringify(toSnapshot(state))), 5);
    expect(restored).toEqual(state);
    // Five events: the version a payment is decided at survives the snapshot.
    expect(restored.version).toBe(5);
    expect([...restored.orders.keys()]).toEqual(['b-order', 'a-order']);
    // A removed order's id stays used, so a late retry of its add cannot bring it back.
    expect(restored.usedOrderIds.has('10')).toBe(true);
  });
});

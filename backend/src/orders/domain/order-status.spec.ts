import { DomainError } from '../../platform/domain-error';
import { nextStatus, timelineOf } from './order-status';

describe('order status', () => {
  it('moves placed → with the florist → out for delivery → delivered, then refuses', () => {
    expect(nextStatus('placed')).toBe('with-florist');
    expect(nextStatus('with-florist')).toBe('out-for-delivery');
    expect(nextStatus('out-for-delivery')).toBe('delivered');
    expect(() => nextStatus('delivered')).toThrow(
      new DomainError('This order has already been delivered.', 409),
    );
  });

  it('lists every step with the ones reached and when', () => {
    const at = '2026-06-04T09:00:00.000Z';
    expect(timelineOf([{ status: 'placed', at }])).toEqual([
      { status: 'placed', label: 'Order placed', reached: true, at },
      { status: 'with-florist', label: 'With the florist', reached: false, at: null },
      { status: 'out-for-delivery', label: 'Out for delivery', reached: false, at: null },
      { status: 'delivered', label: 'Delivered', reached: false, at: null },
    ]);
  });
});

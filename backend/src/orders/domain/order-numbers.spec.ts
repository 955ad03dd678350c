import { ORDER_NUMBER_FORMAT } from '@shop/contracts';
import { newOrderNumber, newTrackingNumber, TRACKING_NUMBER_FORMAT } from './order-numbers';

describe('order and tracking numbers', () => {
  it('makes P and seven digits, never a leading zero, across the whole range', () => {
    expect(newOrderNumber(() => 0)).toBe('P1000000');
    expect(newOrderNumber((max) => max - 1)).toBe('P9999999');
    for (const number of ['P1000000', 'P9999999']) expect(number).toMatch(ORDER_NUMBER_FORMAT);
  });

  it('makes TN and ten unambiguous characters', () => {
    expect(newTrackingNumber(() => 0)).toBe('TNAAAAAAAAAA');
    expect(newTrackingNumber((max) => max - 1)).toBe('TN9999999999');
    const random = newTrackingNumber((max) => Math.floor(Math.random() * max));
    expect(random).toMatch(TRACKING_NUMBER_FORMAT);
    expect(random).not.toMatch(/[01IO]/);
  });
});

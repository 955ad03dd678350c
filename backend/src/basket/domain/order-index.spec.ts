import { DomainError } from '../../platform/domain-error';
import { BAD_ORDER_INDEX, parseOrderIndex } from './order-index';

describe('parseOrderIndex', () => {
  it.each([
    ['1', 1],
    ['12', 12],
    ['999999999', 999_999_999],
  ])('reads %s as %d', (raw, index) => {
    expect(parseOrderIndex(raw)).toBe(index);
  });

  it.each(['0', '01', '1e0', '0x1', '-1', '1.0', ' 1', 'x', '', '1000000000'])(
    'refuses %p with 400 and the shopper’s words',
    (raw) => {
      const refusal = (() => {
        try {
          parseOrderIndex(raw);
        } catch (error) {
          return error;
        }
        return null;
      })();
      expect(refusal).toBeInstanceOf(DomainError);
      expect(refusal).toMatchObject({ message: BAD_ORDER_INDEX, status: 400 });
    },
  );
});

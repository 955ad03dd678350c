import { DomainError } from '../../platform/domain-error';
import { BAD_FAVOURITE_IDS, parseFavouriteIds } from './favourites';

describe('favourite ids', () => {
  it('reads a comma-separated list, keeping the order and dropping repeats', () => {
    expect(parseFavouriteIds('42,3,17,3,42')).toEqual([42, 3, 17]);
    expect(parseFavouriteIds(undefined)).toEqual([]);
    expect(parseFavouriteIds('')).toEqual([]);
  });

  it.each([['1,abc'], ['0'], ['1,,2'], [' 1'], ['1234567890'], [['1', '2']]])(
    'refuses %j with a 400 in our words',
    (raw) => {
      expect(() => parseFavouriteIds(raw)).toThrow(new DomainError(BAD_FAVOURITE_IDS, 400));
    },
  );

  it('takes up to 100 different products and refuses more', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');

    expect(parseFavouriteIds(ids(100))).toHaveLength(100);
    expect(() => parseFavouriteIds(ids(101))).toThrow(BAD_FAVOURITE_IDS);
  });
});

import { describe, expect, it } from 'vitest';
import { checkoutQueryOptions } from '../../api/basket.queries';
import { basketCountQueryOptions } from './basket-count-query';

describe('basketCountQueryOptions', () => {
  it('shares the checkout query cache entry', () => {
    expect(basketCountQueryOptions().queryKey).toEqual(checkoutQueryOptions().queryKey);
  });
});

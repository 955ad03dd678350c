import { describe, expect, it } from 'vitest';
import { checkoutQueryOptions } from './checkout.queries';
import { checkoutQueryOptions as basketCountQueryOptions } from './checkout-state.queries';

describe('basketCountQueryOptions', () => {
  it('shares the checkout query cache entry', () => {
    expect(basketCountQueryOptions().queryKey).toEqual(checkoutQueryOptions().queryKey);
  });
});

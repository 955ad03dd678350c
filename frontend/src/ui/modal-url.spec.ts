import { describe, expect, it } from 'vitest';
import { hasModalParam, MODAL_OPEN_DELAY_MS, withModalParam } from './modal-url';

describe('modal address parameter', () => {
  it('adds modal=open beside the other parameters and the hash, and removes only it', () => {
    const open = withModalParam('/category/flowers?sort=priceasc#grid', true);
    expect(open).toBe('/category/flowers?sort=priceasc&modal=open#grid');
    expect(hasModalParam(open)).toBe(true);
    expect(withModalParam(open, false)).toBe('/category/flowers?sort=priceasc#grid');
    expect(withModalParam('/product/rose', false)).toBe('/product/rose');
    expect(hasModalParam('/product/rose?modal=closed')).toBe(false);
  });

  it('opens about 800 ms after activation (spec 000 §9)', () => {
    expect(MODAL_OPEN_DELAY_MS).toBe(800);
  });
});

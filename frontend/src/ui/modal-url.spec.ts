import { describe, expect, it } from 'vitest';
import {
  dropStaleModalParam,
  hasModalParam,
  MODAL_OPEN_DELAY_MS,
  withModalParam,
} from './modal-url';

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

  it('drops a stale modal=open from the address the page was loaded with', () => {
    window.history.replaceState({ key: 'k' }, '', '/product/rose?modal=open&x=1#top');
    dropStaleModalParam(window);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/product/rose?x=1#top',
    );
    expect(window.history.state).toEqual({ key: 'k' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  getInitialReferrer,
  INITIAL_REFERRER_KEY,
  rememberInitialReferrer,
} from './initial-referrer';

describe('initial referrer', () => {
  it('stores the referrer of the first visit under initial_referrer', () => {
    rememberInitialReferrer(window.sessionStorage, 'https://www.example.co.uk/best-florists');
    expect(window.sessionStorage.getItem('initial_referrer')).toBe(
      'https://www.example.co.uk/best-florists',
    );
    expect(getInitialReferrer()).toBe('https://www.example.co.uk/best-florists');
  });

  it('keeps the first referrer when a later page view has another one', () => {
    rememberInitialReferrer(window.sessionStorage, 'https://www.example.co.uk/best-florists');
    rememberInitialReferrer(window.sessionStorage, 'https://shop.example/category/flowers');
    expect(getInitialReferrer()).toBe('https://www.example.co.uk/best-florists');
  });

  it('records an empty referrer for a direct visit, so a later view cannot overwrite it', () => {
    rememberInitialReferrer(window.sessionStorage, '');
    rememberInitialReferrer(window.sessionStorage, 'https://shop.example/');
    expect(window.sessionStorage.getItem(INITIAL_REFERRER_KEY)).toBe('');
  });

  it('does not throw when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('Access denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(() => rememberInitialReferrer(blocked, 'https://www.example.co.uk/')).not.toThrow();
    expect(getInitialReferrer(blocked)).toBeNull();
  });
});

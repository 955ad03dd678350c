import { describe, expect, it } from 'vitest';
import { isCurrentSection, markCurrentSection } from './current-section';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('isCurrentSection', () => {
  it('is the same path or one below it', () => {
    expect(isCurrentSection('/category/flowers', at('/category/flowers'))).toBe(true);
    expect(isCurrentSection('/category/flowers', at('/category/flowers/'))).toBe(true);
    expect(isCurrentSection('/category/flowers', at('/category/flowers/roses'))).toBe(true);
    expect(isCurrentSection('/category/flowers', at('/category/flowers-and-gifts'))).toBe(false);
    expect(isCurrentSection('/category/flowers', at('/category'))).toBe(false);
  });

  it('needs the search parameters the link names', () => {
    const href = '/search?searchString=roses';
    expect(isCurrentSection(href, at('/search', '?searchString=roses&page=2'))).toBe(true);
    expect(isCurrentSection(href, at('/search', '?searchString=tulips'))).toBe(false);
    expect(isCurrentSection(href, at('/search'))).toBe(false);
  });
});

describe('markCurrentSection', () => {
  it("moves the server's current-page mark to the section the shopper is in now", () => {
    const list = document.createElement('ul');
    list.innerHTML = `
      <li><a data-nav-top href="/category/flowers" aria-current="page" data-status="active">Flowers</a></li>
      <li><a data-nav-top href="/hamper-delivery">Hampers</a></li>
      <li><a href="/hamper-delivery">Not a bar link</a></li>`;
    markCurrentSection(list, at('/hamper-delivery'));

    const [flowers, hampers, other] = list.querySelectorAll('a');
    expect(flowers?.hasAttribute('aria-current')).toBe(false);
    expect(flowers?.dataset.status).toBeUndefined();
    expect(hampers?.getAttribute('aria-current')).toBe('page');
    expect(hampers?.dataset.status).toBe('active');
    expect(other?.hasAttribute('aria-current')).toBe(false);
  });
});

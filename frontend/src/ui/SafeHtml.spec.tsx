import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('keeps copy markup and drops scripts, handlers and javascript: links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p onclick="steal()">Hand-tied <strong>roses</strong><script>steal()</script> <a href="javascript:steal()">x</a> <a href="/category/flowers">more</a></p>'
        }
      />,
    );
    expect(container.querySelector('strong')?.textContent).toContain('roses');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([null, '/category/flowers']);
  });

  it("keeps a content page's sub-headings and plain tables, with their header cells' scope", () => {
    const { container } = render(
      <SafeHtml
        html={
          '<h2>Prices</h2><table><caption>Delivery options</caption><thead><tr><th scope="col">Option</th><th scope="col">Price</th></tr></thead><tbody><tr><td>Standard Delivery</td><td style="color:red">FREE</td></tr></tbody></table>'
        }
      />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Prices');
    expect(container.querySelector('table caption')?.textContent).toBe('Delivery options');
    const heads = [...container.querySelectorAll('th')];
    expect(heads.map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Option', 'col'],
      ['Price', 'col'],
    ]);
    expect([...container.querySelectorAll('tbody td')].map((td) => td.textContent)).toEqual([
      'Standard Delivery',
      'FREE',
    ]);
    expect(container.querySelector('[style]')).toBeNull();
  });
});

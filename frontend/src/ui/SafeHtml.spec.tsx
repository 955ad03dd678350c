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
});

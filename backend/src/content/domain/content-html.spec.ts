import { linksInHtml, plainText, sanitisePageHtml } from './content-html';

describe('content HTML', () => {
  it('keeps a page’s copy and tables, dropping scripts, styles and event attributes', () => {
    const html =
      '<h2 style="color:red">Prices</h2><table onmouseover="x()"><caption>Delivery</caption><tr><th scope="col">Option</th><td>£3.99</td></tr></table><script>alert(1)</script><iframe src="/x"></iframe><p><a href="javascript:alert(1)">bad</a> <a href="/delivery" onclick="x()">good</a></p>';

    expect(sanitisePageHtml(html)).toBe(
      '<h2>Prices</h2><table><caption>Delivery</caption><tr><th scope="col">Option</th><td>£3.99</td></tr></table><p><a>bad</a> <a href="/delivery">good</a></p>',
    );
  });

  it('makes plain text of anything: no tags, no brackets, entities read', () => {
    expect(plainText('Fish &amp; chips <script>alert(1)</script><b onclick="x()">now</b>')).toBe(
      'Fish & chips now',
    );
    expect(plainText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('scriptalert(1)/script');
    expect(plainText('Mother’s Day, 5–7cm')).toBe('Mother’s Day, 5–7cm');
  });

  it('reads links as the sanitiser writes them, entities decoded', () => {
    expect(
      linksInHtml('<a href="/faq">a</a><a>b</a><a href="/search?searchString=a&amp;b">c</a>'),
    ).toEqual(['/faq', '/search?searchString=a&b']);
  });
});

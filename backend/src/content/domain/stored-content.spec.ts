import {
  checkSiteLink,
  checkSitePath,
  cleanModuleContent,
  cleanPageContent,
  linksInContent,
} from './stored-content';

describe('module content on the way in', () => {
  it('sanitises every html string, however deep', () => {
    const stored = cleanModuleContent({
      html: '<p>Fresh <img src=x onerror="alert(1)">flowers<script>alert(2)</script></p>',
      more: [{ html: '<h2 style="color:red" onmouseover="x()">Roses</h2>' }],
    });

    expect(stored).toEqual({
      html: '<p>Fresh flowers</p>',
      more: [{ html: '<h2>Roses</h2>' }],
    });
  });

  it('keeps links and pictures that are paths on this site', () => {
    const content = {
      link: { label: 'Shop', url: '/search?searchString=roses' },
      image: { src: '/images/products/101-586.svg', alt: 'The Harriet' },
    };

    expect(cleanModuleContent(content)).toEqual(content);
  });

  it.each([['javascript:alert(1)'], ['https://example.com/'], ['//example.com/x.svg']])(
    'refuses the address %s',
    (address) => {
      expect(() => cleanModuleContent({ link: { label: 'x', url: address } })).toThrow(
        /must be a path on this site/,
      );
      expect(() => cleanModuleContent({ image: { src: address, alt: 'x' } })).toThrow(
        /must be a path on this site/,
      );
      expect(() => checkSitePath(address, 'A navigation url')).toThrow(
        'A navigation url must be a path on this site',
      );
    },
  );

  it('leaves text that is not HTML alone', () => {
    const content = { message: 'Order by 5pm <today> & save', figures: [{ figure: '£1.5m' }] };

    expect(cleanModuleContent(content)).toEqual(content);
    expect(checkSitePath(null, 'A picture')).toBeNull();
  });
});

describe('links on the way in', () => {
  it.each([['/checkout'], ['/about-us/history/1989'], ['/category/Flowers']])(
    'refuses a link that is on this site but not a route content may use: %s',
    (url) => {
      expect(() => cleanModuleContent({ link: { label: 'x', url } })).toThrow(
        /must lead to a route content may link to/,
      );
      expect(() => cleanModuleContent({ html: `<p><a href="${url}">x</a></p>` })).toThrow(
        /must lead to a route content may link to/,
      );
      expect(() => checkSiteLink(url, 'A navigation url')).toThrow(
        'A navigation url must lead to a route content may link to',
      );
    },
  );

  it('keeps tables in a page’s HTML but not in a module’s', () => {
    const html = '<table><tr><th scope="col" onclick="x()">Price</th></tr></table>';

    expect(cleanPageContent({ html })).toEqual({
      html: '<table><tr><th scope="col">Price</th></tr></table>',
    });
    expect(cleanModuleContent({ html })).toEqual({ html: 'Price' });
  });

  it('finds every link, however deep: urls, offers and links inside HTML', () => {
    const links = linksInContent([
      { offer: { shopUrl: '/?aff=newbox15' } },
      {
        faqs: [
          {
            html: '<p><a href="/faq/delivery">a</a> <a href="/search?searchString=a&amp;b">b</a></p>',
          },
        ],
      },
      { link: { url: '/gift-card', label: 'x' }, image: { src: '/images/products/1-586.svg' } },
    ]);

    expect(links).toEqual([
      '/?aff=newbox15',
      '/faq/delivery',
      '/search?searchString=a&b',
      '/gift-card',
    ]);
  });
});

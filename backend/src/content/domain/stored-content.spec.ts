import { checkSitePath, cleanModuleContent } from './stored-content';

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

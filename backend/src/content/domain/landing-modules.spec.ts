import type { ListingProduct } from '@shop/contracts';
import { toLandingModules, type StoredLandingModule } from './landing-modules';
import type { ProductRule } from './product-rules';

const row = (id: number, type: string, content: unknown): StoredLandingModule => ({
  id,
  type,
  title: `Module ${id}`,
  mobile: true,
  desktop: false,
  content,
});

const product = { id: 101, slug: 'the-harriet' } as ListingProduct;

describe('landing modules as answered', () => {
  it('gives a product module the products its rule picks today, and its link', () => {
    const rules: ProductRule[] = [];
    const rule: ProductRule = { kind: 'bestsellers', category: 'flowers', count: 4 };
    const link = { label: 'Shop all flowers', url: '/category/flowers' };

    const answered = toLandingModules([row(1, 'FourProductCarousel', { rule, link })], (r) => {
      rules.push(r);
      return [product];
    });

    expect(rules).toEqual([rule]);
    expect(answered).toEqual([
      {
        id: 1,
        title: 'Module 1',
        mobile: true,
        desktop: false,
        type: 'FourProductCarousel',
        products: [product],
        link,
      },
    ]);
  });

  it('passes other content through, the columns winning over the JSON', () => {
    const answered = toLandingModules(
      [
        row(2, 'USPs', {
          id: 99,
          type: 'Text',
          mobile: false,
          points: [{ title: 'a', text: 'b' }],
        }),
      ],
      () => [],
    );

    expect(answered).toEqual([
      {
        id: 2,
        title: 'Module 2',
        mobile: true,
        desktop: false,
        type: 'USPs',
        points: [{ title: 'a', text: 'b' }],
      },
    ]);
  });

  it('sanitises a Text module’s HTML on the way out', () => {
    const [text] = toLandingModules(
      [
        row(3, 'Text', {
          html: '<p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:alert(1)">there</a> <a href="/category/flowers">flowers</a></p>',
        }),
      ],
      () => [],
    );

    expect(text).toMatchObject({
      html: '<p>Hello <a>there</a> <a href="/category/flowers">flowers</a></p>',
    });
  });

  it('leaves out modules of a type the contracts do not know, or without content', () => {
    const answered = toLandingModules(
      [
        row(4, 'Carousel3D', { tiles: [] }),
        row(5, 'Text', null),
        row(6, 'WhyChooseHampers', { product: 'hampers', slides: [], link: null }),
        row(7, 'whyChoose', {}),
      ],
      () => [],
    );

    expect(answered.map((m) => m.id)).toEqual([6]);
  });
});

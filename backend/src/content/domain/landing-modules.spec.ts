import type { CustomerStory, JournalPostSummary, ListingProduct } from '@shop/contracts';
import {
  liveListNeeds,
  MAX_LIVE_LIST,
  toLandingModules,
  type ModuleResolvers,
  type StoredLandingModule,
} from './landing-modules';
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

/** Resolvers that resolve nothing, unless told otherwise. */
const resolving = (resolvers: Partial<ModuleResolvers> = {}): ModuleResolvers => ({
  products: () => [],
  journalPosts: () => [],
  customerStories: () => [],
  ...resolvers,
});

const posts = [1, 2, 3, 4].map(
  (n) => ({ slug: `post-${n}`, title: `Post ${n}`, date: `2026-05-0${n}` }) as JournalPostSummary,
);
const stories = [1, 2, 3, 4].map((n) => ({ name: `Name ${n}` }) as CustomerStory);

describe('landing modules as answered', () => {
  it('gives a product module the products its rule picks today, and its link', () => {
    const rules: ProductRule[] = [];
    const rule: ProductRule = { kind: 'bestsellers', category: 'flowers', count: 4 };
    const link = { label: 'Shop all flowers', url: '/category/flowers' };

    const answered = toLandingModules(
      [row(1, 'FourProductCarousel', { rule, link })],
      resolving({
        products: (r) => {
          rules.push(r);
          return [product];
        },
      }),
    );

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
      resolving(),
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
      resolving(),
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
      resolving(),
    );

    expect(answered.map((m) => m.id)).toEqual([6]);
  });
});

describe('journal and story modules', () => {
  const resolvers = resolving({
    journalPosts: (count) => posts.slice(0, count),
    customerStories: (count) => stories.slice(0, count),
  });

  it('shows as many of the newest posts and of the stories as each module asks for', () => {
    const answered = toLandingModules(
      [
        row(8, 'JournalPosts', { count: 3 }),
        row(9, 'CustomerStories', { count: 2, stories: [{ name: 'Stored, not shown' }] }),
      ],
      resolvers,
    );

    expect(answered).toEqual([
      {
        id: 8,
        title: 'Module 8',
        mobile: true,
        desktop: false,
        type: 'JournalPosts',
        posts: posts.slice(0, 3),
      },
      {
        id: 9,
        title: 'Module 9',
        mobile: true,
        desktop: false,
        type: 'CustomerStories',
        stories: stories.slice(0, 2),
      },
    ]);
  });

  it('reads a malformed count as none, and never more than the most a module may show', () => {
    const asked: number[] = [];
    toLandingModules(
      [
        row(10, 'JournalPosts', { count: 'three' }),
        row(11, 'JournalPosts', { count: -4 }),
        row(12, 'JournalPosts', { count: 1e9 }),
        row(13, 'JournalPosts', {}),
      ],
      resolving({ journalPosts: (count) => (asked.push(count), []) }),
    );

    expect(asked).toEqual([0, 0, MAX_LIVE_LIST, 0]);
  });

  it('tells the handler what to read: the most any module wants, nothing when none shows it', () => {
    expect(
      liveListNeeds([
        row(1, 'JournalPosts', { count: 2 }),
        row(2, 'JournalPosts', { count: 5 }),
        row(3, 'Text', { html: '' }),
      ]),
    ).toEqual({ journalPosts: 5, customerStories: 0 });
    expect(liveListNeeds([])).toEqual({ journalPosts: 0, customerStories: 0 });
  });
});

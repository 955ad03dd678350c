import {
  newestFirst,
  toContentPage,
  toCustomerStories,
  toJournalPost,
  type StoredContentPage,
  type StoredJournalPost,
  type StoredSection,
  type StoredStory,
} from './content-pages';

const HOSTILE =
  '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:x()">x</a></p>';
const harmless = (value: unknown) =>
  expect(JSON.stringify(value)).not.toMatch(/<script|onclick|javascript:|alert\(/i);

const page = (fields: Partial<StoredContentPage> = {}): StoredContentPage => ({
  slug: 'faq',
  title: 'FAQ',
  seoTitle: 'Frequently Asked Questions',
  seoDescription: 'Answers.',
  heading: 'Frequently asked questions',
  intro: null,
  imageSrc: null,
  imageAlt: null,
  updatedOn: '2026-05-18',
  sectionRoutes: true,
  extras: {},
  ...fields,
});

const section = (fields: Partial<StoredSection> = {}): StoredSection => ({
  slug: 'delivery',
  title: 'Delivery',
  html: '<p>When it arrives.</p>',
  pictureSrc: null,
  pictureAlt: null,
  faqs: [],
  ...fields,
});

const story = (name: string, imageSrc = '/images/products/101-285.svg'): StoredStory => ({
  name,
  place: 'Norwich',
  story: 'Lovely.',
  imageSrc,
  imageAlt: 'Roses',
});

describe('content pages as answered', () => {
  it('answers every field of the contract, extras a page does not use empty', () => {
    expect(toContentPage(page(), [section()], [])).toEqual({
      slug: 'faq',
      title: 'FAQ',
      seoTitle: 'Frequently Asked Questions',
      seoDescription: 'Answers.',
      heading: 'Frequently asked questions',
      intro: null,
      image: null,
      updatedOn: '2026-05-18',
      sectionRoutes: true,
      sections: [
        {
          slug: 'delivery',
          title: 'Delivery',
          html: '<p>When it arrives.</p>',
          picture: null,
          faqs: [],
        },
      ],
      figures: [],
      freshnessCards: [],
      foundedOn: null,
      offer: null,
      carousel: null,
    });
  });

  it('sanitises what was stored around the entities: HTML, FAQ answers and plain text', () => {
    const answered = toContentPage(
      page({ heading: 'Hello <script>alert(1)</script>', intro: '<b onclick="x()">Hi</b>' }),
      [
        section({
          html: HOSTILE,
          title: '<i>Delivery</i>',
          faqs: [{ question: 'Q<script>alert(2)</script>?', html: HOSTILE }, 'not an entry'],
        }),
      ],
      [],
    );

    harmless(answered);
    expect(answered.heading).toBe('Hello ');
    expect(answered.intro).toBe('Hi');
    expect(answered.sections[0]).toMatchObject({
      title: 'Delivery',
      html: '<p>Hi<a>x</a></p>',
      faqs: [{ question: 'Q?', html: '<p>Hi<a>x</a></p>' }],
    });
  });

  it('reads the extras defensively, leaving out what is malformed', () => {
    const image = { src: '/images/products/112-586.svg', alt: 'Tulips' };
    const answered = toContentPage(
      page({
        extras: {
          figures: [{ figure: '594', label: 'loans' }, 'x'],
          freshnessCards: [
            { flower: 'Tulips', days: 7, description: 'Cold water.', image },
            {
              flower: 'No picture',
              days: 7,
              description: '',
              image: { src: 'https://x.example/a.png' },
            },
            { flower: 'No days', days: 'seven', description: '', image },
          ],
          foundedOn: '1989-02-28',
          offer: { code: 'NEWBOX15', percentOff: 15, shopUrl: 'javascript:alert(1)', text: 'x' },
        },
      }),
      [],
      [],
    );

    expect(answered.figures).toEqual([{ figure: '594', label: 'loans' }]);
    expect(answered.freshnessCards).toEqual([
      { flower: 'Tulips', days: 7, description: 'Cold water.', image },
    ]);
    expect(answered.foundedOn).toBe('1989-02-28');
    expect(answered.offer).toBeNull();
  });

  it('fills a carousel with the stories, then its pictures; a page without one gets none', () => {
    const images = [{ src: '/images/products/103-586.svg', alt: 'Sunflowers' }];
    const stories = [story('Priya'), story('Tom', 'https://tracker.example/p.svg')];

    const withCarousel = toContentPage(page({ extras: { carousel: { images } } }), [], stories);
    const without = toContentPage(page(), [], stories);

    expect(withCarousel.carousel).toEqual({
      stories: [
        {
          name: 'Priya',
          place: 'Norwich',
          story: 'Lovely.',
          image: { src: '/images/products/101-285.svg', alt: 'Roses' },
        },
      ],
      images,
    });
    expect(without.carousel).toBeNull();
  });
});

describe('the journal and stories as answered', () => {
  const post = (slug: string, publishedOn: string): StoredJournalPost => ({
    slug,
    title: slug,
    publishedOn,
    author: 'Ellie Marsh',
    imageSrc: '/images/products/112-586.svg',
    imageAlt: 'Tulips',
    excerpt: 'Short.',
    html: HOSTILE,
  });

  it('orders posts newest first, a day’s posts by slug', () => {
    const posts = [post('b', '2026-01-01'), post('c', '2026-03-01'), post('a', '2026-01-01')];

    expect(posts.sort(newestFirst).map((p) => p.slug)).toEqual(['c', 'a', 'b']);
  });

  it('answers a post in the contract’s shape, its body sanitised', () => {
    const answered = toJournalPost(post('tulips', '2026-02-10'));

    expect(answered).toEqual({
      slug: 'tulips',
      title: 'tulips',
      date: '2026-02-10',
      author: 'Ellie Marsh',
      image: { src: '/images/products/112-586.svg', alt: 'Tulips' },
      excerpt: 'Short.',
      html: '<p>Hi<a>x</a></p>',
    });
  });

  it('leaves out a story whose picture is not on this site', () => {
    expect(toCustomerStories([story('A'), story('B', 'javascript:x'), story('C')])).toHaveLength(2);
  });
});

import type {
  ContentPage,
  CustomerStory,
  JournalPost,
  JournalPostSummary,
  LandingModule,
} from '@shop/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { testDialects } from '../platform/database/scratch-database';
import { createTestApp } from '../testing/test-app';
import { CONTENT_MESSAGES } from './domain/content.messages';
import { JournalPostEntity } from './entities/journal-post.entity';
import { SEED_CONTENT_PAGES, SEED_CUSTOMER_STORIES, SEED_JOURNAL_POSTS } from './seed';

// Thursday 4 June 2026, 11:00 BST.
const NOW = new Date('2026-06-04T10:00:00Z');
const PAGE_KEYS = [
  'carousel',
  'figures',
  'foundedOn',
  'freshnessCards',
  'heading',
  'image',
  'intro',
  'offer',
  'sectionRoutes',
  'sections',
  'seoDescription',
  'seoTitle',
  'slug',
  'title',
  'updatedOn',
];
const SUMMARY_KEYS = ['author', 'date', 'excerpt', 'image', 'slug', 'title'];
const newestFirst = [...SEED_JOURNAL_POSTS].sort((a, b) =>
  b.publishedOn.localeCompare(a.publishedOn),
);

describe.each(testDialects())('content pages, journal and stories API on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ dialect, now: NOW });
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (path: string) => request(t.server).get(path);
  const pageOf = async (slug: string): Promise<ContentPage> =>
    (await get(`/api/content-page/${slug}`).expect(200)).body.data;

  describe('GET /api/content-page/{slug}', () => {
    it('answers every seeded page with its sections in order, cacheably and without a cookie', async () => {
      for (const seeded of SEED_CONTENT_PAGES) {
        const response = await get(`/api/content-page/${seeded.slug}`).expect(200);
        expect(response.headers['cache-control']).toBe('public, max-age=300');
        expect(response.headers['set-cookie']).toBeUndefined();
        const page: ContentPage = response.body.data;
        expect(Object.keys(page).sort()).toEqual(PAGE_KEYS);
        expect(page).toMatchObject({
          slug: seeded.slug,
          title: seeded.title,
          heading: seeded.heading,
          intro: seeded.intro,
          image: seeded.image,
          sectionRoutes: seeded.sectionRoutes,
        });
        expect(page.sections).toEqual(
          seeded.sections.map((s) => ({ ...s, picture: s.picture ?? null })),
        );
      }
    });

    it('answers the typed extras each page needs', async () => {
      const freshness = await pageOf('freshness-guarantee');
      expect(freshness.freshnessCards.map((c) => [c.flower, c.days])).toEqual([
        ['Carnations', 14],
        ['Alstroemeria', 10],
        ['Tulips', 7],
        ['Roses', 7],
        ['Lilies', 7],
        ['Freesias', 7],
        ['Mixed bouquets', 7],
      ]);

      for (const product of ['flowers', 'plants', 'hampers', 'cards']) {
        expect((await pageOf(`why-choose-${product}`)).foundedOn).toBe('1989-02-28');
      }

      const difference = await pageOf('making-a-difference');
      expect(difference.figures.map((f) => f.figure)).toEqual(
        expect.arrayContaining([
          '594',
          '2,175',
          '44',
          '1,046',
          '184',
          '177',
          '£1.5m',
          '13m',
          '4.7',
        ]),
      );
      expect(difference.carousel?.stories).toHaveLength(SEED_CUSTOMER_STORIES.length);
      expect(difference.carousel?.stories.length).toBeGreaterThanOrEqual(5);
      expect(difference.carousel?.images).toHaveLength(4);

      expect((await pageOf('box')).offer).toEqual({
        code: 'NEWBOX15',
        percentOff: 15,
        shopUrl: '/?aff=newbox15',
        text: expect.any(String),
      });

      const faq = await pageOf('faq');
      expect(faq.sectionRoutes).toBe(true);
      expect(faq.sections.every((s) => s.faqs.length > 0)).toBe(true);
      expect((await pageOf('contact-us')).sections.map((s) => s.slug)).toContain('customerService');

      const delivery = await pageOf('delivery');
      expect(delivery).toMatchObject({
        figures: [],
        freshnessCards: [],
        offer: null,
        carousel: null,
      });
    });

    it('answers an unknown page with a 404 envelope, a malformed slug with a 400', async () => {
      for (const slug of ['no-such-page', 'checkout', 'sign-in', 'a'.repeat(80)]) {
        const response = await get(`/api/content-page/${slug}`).expect(404);
        expect(response.body).toEqual({
          data: null,
          error: CONTENT_MESSAGES.pageNotFound,
          isSignedIn: false,
        });
      }
      expect(CONTENT_MESSAGES.pageNotFound).toBe("Sorry, we couldn't find that page.");
      for (const slug of ['About-Us', 'about_us', 'a'.repeat(81), 'about%20us', '%C3%A9t%C3%A9']) {
        const response = await get(`/api/content-page/${slug}`).expect(400);
        expect(response.body).toMatchObject({ data: null, error: CONTENT_MESSAGES.badPageSlug });
      }
    });
  });

  describe('the journal', () => {
    it('lists published posts newest first, as summaries', async () => {
      const response = await get('/api/journal').expect(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const posts: JournalPostSummary[] = response.body.data;
      expect(posts.map((p) => p.slug)).toEqual(newestFirst.map((p) => p.slug));
      for (const post of posts) expect(Object.keys(post).sort()).toEqual(SUMMARY_KEYS);
      expect(posts[0]).toEqual({
        slug: newestFirst[0].slug,
        title: newestFirst[0].title,
        date: newestFirst[0].publishedOn,
        author: newestFirst[0].author,
        image: newestFirst[0].image,
        excerpt: newestFirst[0].excerpt,
      });
    });

    it('answers a post with its body; an unknown post 404, a malformed slug 400', async () => {
      const [seeded] = SEED_JOURNAL_POSTS;
      const post: JournalPost = (await get(`/api/journal/${seeded.slug}`).expect(200)).body.data;
      expect(post).toMatchObject({
        slug: seeded.slug,
        date: seeded.publishedOn,
        html: seeded.html,
      });

      const missing = await get('/api/journal/no-such-post').expect(404);
      expect(missing.body).toMatchObject({
        data: null,
        error: CONTENT_MESSAGES.journalPostNotFound,
      });
      const bad = await get('/api/journal/Not_A_Slug').expect(400);
      expect(bad.body).toMatchObject({ data: null, error: CONTENT_MESSAGES.badJournalSlug });
    });

    it('keeps a post dated after today out of the journal and the home page until its day', async () => {
      const posts = t.app.get(DataSource).getRepository(JournalPostEntity);
      await posts.insert({
        id: 99,
        slug: 'coming-tomorrow',
        title: 'Coming tomorrow',
        publishedOn: '2026-06-05',
        author: 'Ellie Marsh',
        imageSrc: '/images/products/101-586.svg',
        imageAlt: 'The Harriet',
        excerpt: 'Not yet.',
        html: '<p>Not yet.</p>',
      });
      try {
        const listed = (await get('/api/journal').expect(200)).body.data as JournalPostSummary[];
        expect(listed.map((p) => p.slug)).not.toContain('coming-tomorrow');
        await get('/api/journal/coming-tomorrow').expect(404);
        t.clock.set(new Date('2026-06-04T23:30:00Z')); // 00:30 on the 5th in London
        const after = (await get('/api/journal').expect(200)).body.data as JournalPostSummary[];
        expect(after[0].slug).toBe('coming-tomorrow');
        const home = (await get('/api/landing-page/modules/1').expect(200)).body.data;
        const journal = home.find((m: LandingModule) => m.type === 'JournalPosts');
        expect(journal.posts[0].slug).toBe('coming-tomorrow');
      } finally {
        t.clock.set(NOW);
        await posts.delete({ id: 99 });
      }
    });
  });

  it('answers the customer stories in display order', async () => {
    const response = await get('/api/customer-stories').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const stories: CustomerStory[] = response.body.data;
    expect(stories).toEqual(
      SEED_CUSTOMER_STORIES.map(({ name, place, story, image }) => ({ name, place, story, image })),
    );
  });

  it('fills the home page’s journal and story modules live, the newest three of each', async () => {
    const modules: LandingModule[] = (await get('/api/landing-page/modules/1').expect(200)).body
      .data;
    const journal = modules.find((m) => m.type === 'JournalPosts');
    const stories = modules.find((m) => m.type === 'CustomerStories');
    const listed = (await get('/api/journal').expect(200)).body.data;
    const allStories = (await get('/api/customer-stories').expect(200)).body.data;

    expect(journal).toMatchObject({ id: 113, posts: listed.slice(0, 3) });
    expect(stories).toMatchObject({ id: 114, stories: allStories.slice(0, 3) });
    // Shown after the modules content-v1 seeded.
    expect(modules.slice(-2).map((m) => m.id)).toEqual([113, 114]);
  });

  it('documents its endpoints in the OpenAPI document with contracts types', async () => {
    const { paths } = (await get('/api/openapi.json').expect(200)).body;
    const answerOf = (path: string, method = 'get') =>
      JSON.stringify(paths[path]?.[method]?.responses?.['200']?.content ?? null);
    expect(answerOf('/api/content-page/{slug}')).toContain('#/components/schemas/ContentPage"');
    expect(answerOf('/api/journal')).toContain('#/components/schemas/JournalPostSummary"');
    expect(answerOf('/api/journal/{slug}')).toContain('#/components/schemas/JournalPost"');
    expect(answerOf('/api/customer-stories')).toContain('#/components/schemas/CustomerStory"');
    expect(answerOf('/api/sitemap')).toContain('#/components/schemas/SitemapGroup"');
    expect(answerOf('/sitemap.xml')).toContain('application/xml');
    expect(answerOf('/robots.txt')).toContain('text/plain');
    for (const [path, body] of [
      ['/api/feedback', 'FeedbackRequest'],
      ['/api/survey', 'SurveyRequest'],
      ['/api/contact', 'ContactRequest'],
    ]) {
      expect(JSON.stringify(paths[path].post.requestBody)).toContain(`/schemas/${body}"`);
      expect(answerOf(path, 'post')).toContain('#/components/schemas/FormThankYou"');
    }
  });
});

import type { JournalPostSummary } from '@shop/contracts';
import request from 'supertest';
import { testDialects } from '../platform/database/scratch-database';
import { createTestApp } from '../testing/test-app';
import { addressesOf, whyBroken } from './content.test-kit';
import { SEED_CONTENT_PAGES } from './seed';

// Thursday 4 June 2026, 11:00 BST.
const NOW = new Date('2026-06-04T10:00:00Z');

describe.each(testDialects())('links and pictures of the content on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ dialect, now: NOW });
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (path: string) => request(t.server).get(path);
  const data = async (path: string) => (await get(path).expect(200)).body.data;

  /** Every answer the storefront's content routes read. */
  async function everything() {
    const journal: JournalPostSummary[] = await data('/api/journal');
    return {
      pages: await Promise.all(SEED_CONTENT_PAGES.map((p) => data(`/api/content-page/${p.slug}`))),
      journal,
      posts: await Promise.all(journal.map((post) => data(`/api/journal/${post.slug}`))),
      stories: await data('/api/customer-stories'),
      landing: await Promise.all([1, 2, 3].map((id) => data(`/api/landing-page/${id}`))),
      modules: await Promise.all([1, 2, 3].map((id) => data(`/api/landing-page/modules/${id}`))),
      navigation: await data('/api/navigation'),
    };
  }

  it('links only to routes content may use, each with a page, section, post or product behind it', async () => {
    const { links } = addressesOf(await everything());
    expect(links.length).toBeGreaterThan(120);
    for (const kind of ['/about-us/', '/faq/', '/journal/', '#customerService', '/?aff=']) {
      expect({ kind, linked: links.some((url) => url.includes(kind)) }).toEqual({
        kind,
        linked: true,
      });
    }
    const broken: string[] = [];
    for (const url of links) {
      const why = await whyBroken(get, url);
      if (why) broken.push(`${url}: ${why}`);
    }
    expect(broken).toEqual([]);
  });

  it('finds a broken link when there is one', async () => {
    expect(await whyBroken(get, '/about-us/no-such-section')).toBe('no such section page');
    expect(await whyBroken(get, '/contact-us#nowhere')).toBe('no such section');
    expect(await whyBroken(get, '/journal/no-such-post')).toBe('no such journal post');
    expect(await whyBroken(get, '/no-such-page')).toBe('no such page');
    expect(await whyBroken(get, '/product/the-penelope')).toBe('no such product for sale');
  });

  it('uses only pictures the shop serves', async () => {
    const { pictures } = addressesOf(await everything());
    expect(pictures.length).toBeGreaterThan(60);
    const missing: string[] = [];
    for (const src of pictures) {
      const response = await get(src);
      if (response.status !== 200 || !/image\//.test(response.headers['content-type'])) {
        missing.push(`${src}: ${response.status}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

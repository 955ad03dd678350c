import * as fs from 'node:fs';
import * as path from 'node:path';
import request from 'supertest';
import { createTestApp } from '../../testing/test-app';
import { REPO_ROOT } from '../config/app-config';
import { rendererEntryFor } from './storefront-renderer';

/** The real storefront build (`npm test` builds it before the suites run). */
const STOREFRONT = path.join(REPO_ROOT, 'frontend', 'dist');

/** Where a shopper starts: the landing pages (every page's header and footer come with them). */
const START_PAGES = ['/', '/hamper-delivery', '/greetings-cards'];

interface NavigationNode {
  url: string;
  callToActionUrl: string | null;
  children: NavigationNode[];
}

/** Every path the tree links to: items and their calls to action. */
function navigationUrls(items: NavigationNode[]): string[] {
  return items.flatMap((item) => [
    item.url,
    ...(item.callToActionUrl ? [item.callToActionUrl] : []),
    ...navigationUrls(item.children),
  ]);
}

interface SitemapEntry {
  path: string;
  children: SitemapEntry[];
}

/** Every path of a sitemap group, children included. */
function sitemapPaths(entries: SitemapEntry[]): string[] {
  return entries.flatMap((entry) => [entry.path, ...sitemapPaths(entry.children)]);
}

/** The part of a page's HTML between `<main` and `</main>`: what the page itself says. */
function mainOf(html: string): string {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>', start);
  return start >= 0 && end > start ? html.slice(start, end) : '';
}

/** The shop's own links in a page's HTML (`href="/…"`), without their #fragment. */
function linksIn(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="(\/[^"#]*)/g)].map((match) =>
    match[1].replace(/&amp;/g, '&'),
  );
}

/** A crawl renders a hundred pages or more: on a busy two-core machine that takes a while. */
const CRAWL_MS = 180_000;

describe('every link the shop shows leads to a page that renders (the real build)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    if (!fs.existsSync(rendererEntryFor(STOREFRONT))) {
      throw new Error('No storefront build: run `npm run build -w frontend` first');
    }
    t = await createTestApp({ config: { storefrontDir: STOREFRONT } });
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await t.close();
  });

  const page = (urlPath: string) => request(t.server).get(urlPath).set('Accept', 'text/html');

  it(
    'the landing pages, the navigation, the header and the footer link only to pages that render',
    async () => {
      const navigation = await request(t.server).get('/api/navigation').expect(200);
      const targets = new Set<string>(navigationUrls(navigation.body.data as NavigationNode[]));
      for (const start of START_PAGES) {
        const { text } = await page(start).expect(200);
        for (const link of linksIn(text)) targets.add(link);
      }
      expect(targets.size).toBeGreaterThan(30);

      const broken: string[] = [];
      for (const target of [...targets].sort()) {
        const response = await page(target);
        // A redirect is followed once: it must land on a page that renders.
        const landed =
          response.status === 301 || response.status === 302
            ? await page(response.headers.location as string)
            : response;
        if (landed.status !== 200) broken.push(`${target} → ${landed.status}`);
      }
      expect(broken).toEqual([]);
    },
    CRAWL_MS,
  );

  it(
    'every content page, section page and journal post, and the sitemap page, link only to pages that render',
    async () => {
      const sitemap = await request(t.server).get('/api/sitemap').expect(200);
      const groups = sitemap.body.data as { kind: string; entries: SitemapEntry[] }[];
      const sources = groups
        .filter((group) => group.kind === 'page' || group.kind === 'journal')
        .flatMap((group) => sitemapPaths(group.entries));
      sources.push('/sitemap', '/journal');
      expect(sources.length).toBeGreaterThan(50);

      const targets = new Set<string>();
      const unreadable: string[] = [];
      for (const source of sources) {
        const { status, text } = await page(source);
        if (status !== 200) unreadable.push(`${source} → ${status}`);
        for (const link of linksIn(mainOf(text))) targets.add(link);
      }
      expect(unreadable).toEqual([]);
      expect(targets.size).toBeGreaterThan(100);

      const broken: string[] = [];
      for (const target of [...targets].sort()) {
        const { status } = await page(target);
        if (status !== 200) broken.push(`${target} → ${status}`);
      }
      expect(broken).toEqual([]);
    },
    CRAWL_MS,
  );
});

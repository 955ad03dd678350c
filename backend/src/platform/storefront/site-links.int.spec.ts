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

/** The shop's own links in a page's HTML (`href="/…"`), without their #fragment. */
function linksIn(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="(\/[^"#]*)/g)].map((match) =>
    match[1].replace(/&amp;/g, '&'),
  );
}

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

  it('the landing pages, the navigation, the header and the footer link only to pages that render', async () => {
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
  });
});

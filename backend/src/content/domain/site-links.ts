/**
 * The routes content may link to today (spec 001 §2.1): the three landing pages, a category, a
 * product, the gift card check and a search. Content pages (about us, journal, …) come later.
 */
export type SiteRoute =
  | { kind: 'landing'; path: (typeof LANDING_PATHS)[number] }
  | { kind: 'category'; slug: string }
  | { kind: 'product'; slug: string }
  | { kind: 'gift-card' }
  | { kind: 'search'; term: string };

/** The landing pages' paths, in id order (landing page 1 is `/`). */
export const LANDING_PATHS = ['/', '/hamper-delivery', '/greetings-cards'] as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_ROUTE = /^\/(category|product)\/([^/?#]+)$/;
/** Any URL parsed against this base that keeps it is a path on this site. */
const SITE = 'https://site.invalid';

/** A path on this site: one leading slash, no scheme, no other host, no spaces. */
export function isSitePath(url: unknown): url is string {
  if (typeof url !== 'string' || !/^\/(?![/\\])\S*$/.test(url)) return false;
  return new URL(url, SITE).origin === SITE;
}

/** The route a link leads to, or null when it is not one of the routes content may use. */
export function siteRoute(url: string): SiteRoute | null {
  if (!isSitePath(url)) return null;
  const landing = LANDING_PATHS.find((path) => path === url);
  if (landing) return { kind: 'landing', path: landing };
  if (url === '/gift-card') return { kind: 'gift-card' };
  const slugRoute = SLUG_ROUTE.exec(url);
  if (slugRoute) {
    const [, kind, slug] = slugRoute;
    return SLUG.test(slug) ? { kind: kind as 'category' | 'product', slug } : null;
  }
  const parsed = new URL(url, SITE);
  const keys = [...parsed.searchParams.keys()];
  const term = parsed.searchParams.get('searchString')?.trim() ?? '';
  if (parsed.pathname === '/search' && !parsed.hash && keys.length === 1 && term) {
    return keys[0] === 'searchString' ? { kind: 'search', term } : null;
  }
  return null;
}

/**
 * The routes content may link to (docs/rules-storefront.md "Routes"): the three landing pages, a
 * category, a product, the gift card check, a search, the home page with an affiliate code, a
 * content page (`/about-us`, `/journal`…) or one of its sections (`/faq/delivery`,
 * `/contact-us#customerService`) and a journal post. `siteRoute` tells a link's shape; `brokenLink`
 * whether something is there.
 */
export type SiteRoute =
  | { kind: 'landing'; path: (typeof LANDING_PATHS)[number] }
  | { kind: 'category'; slug: string }
  | { kind: 'product'; slug: string }
  | { kind: 'gift-card' }
  | { kind: 'search'; term: string }
  /** `/?aff=newbox15`: the home page, applying an affiliate's code. */
  | { kind: 'affiliate'; code: string }
  /** `/{slug}`, `/{slug}/{section}` or `/{slug}#{anchor}`. */
  | { kind: 'page'; slug: string; section: string | null; anchor: string | null }
  | { kind: 'journal-post'; slug: string };

/** The landing pages' paths, in id order (landing page 1 is `/`). */
export const LANDING_PATHS = ['/', '/hamper-delivery', '/greetings-cards'] as const;

/**
 * The affiliate codes content may send shoppers in with (docs/business-rules.md
 * "Discount codes and affiliates": `NEWBOX15` by `?aff=newbox15`).
 */
export const AFFILIATE_CODES: readonly string[] = ['newbox15'];

/**
 * First path segments that belong to other routes of the storefront or server
 * (docs/rules-storefront.md "Routes", docs/rules-checkout.md "Screens"), so never a content page's:
 * a page may not take one as its slug.
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  'account',
  'api',
  'assets',
  'category',
  'checkout',
  'continue-purchase',
  'florists-choice',
  'forgot-password',
  'gift-card',
  'greetings-cards',
  'hamper-delivery',
  'images',
  'monthlyflowergifts',
  'monthlyplantgifts',
  'order-complete',
  'order-questionnaire',
  'payment',
  'product',
  'refer',
  'search',
  'set-password',
  'sign-in',
  'sign-up',
  'sign-up-account',
  'support',
  'tracking',
]);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** `#customerService`: the spec's anchor is camel case, so anchors may be. */
const ANCHOR = /^[A-Za-z][A-Za-z0-9-]*$/;
const SLUG_ROUTE = /^\/(category|product|journal)\/([^/?#]+)$/;
const PAGE_ROUTE = /^\/([^/?#]+)(?:\/([^/?#]+))?(?:#([^#]*))?$/;
/** Any URL parsed against this base that keeps it is a path on this site. */
const SITE = 'https://site.invalid';

/** A path on this site: one leading slash, no scheme, no other host, no spaces. */
export function isSitePath(url: unknown): url is string {
  if (typeof url !== 'string' || !/^\/(?![/\\])\S*$/.test(url)) return false;
  return new URL(url, SITE).origin === SITE;
}

/** A slug: lower-case words joined by hyphens, at most 80 characters (journal posts, sections). */
export function isSlug(slug: string): boolean {
  return slug.length <= 80 && SLUG.test(slug);
}

/** A slug a content page may take: lower-case words joined by hyphens, not another route's. */
export function isPageSlug(slug: string): boolean {
  return slug.length <= 80 && SLUG.test(slug) && !RESERVED_SEGMENTS.has(slug);
}

/** A section's slug: a path segment (`history`), or an anchor the spec names (`customerService`). */
export function isSectionSlug(slug: string): boolean {
  return slug.length <= 80 && (SLUG.test(slug) || ANCHOR.test(slug));
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
    if (!SLUG.test(slug)) return null;
    return kind === 'journal'
      ? { kind: 'journal-post', slug }
      : { kind: kind as 'category' | 'product', slug };
  }
  const page = PAGE_ROUTE.exec(url);
  if (page) return pageRoute(page[1], page[2] ?? null, page[3] ?? null);
  return queryRoute(new URL(url, SITE));
}

function pageRoute(slug: string, section: string | null, anchor: string | null): SiteRoute | null {
  if (!isPageSlug(slug)) return null;
  if (section !== null && (anchor !== null || !SLUG.test(section))) return null;
  if (anchor !== null && !ANCHOR.test(anchor)) return null;
  return { kind: 'page', slug, section, anchor };
}

/** `/search?searchString=…` and `/?aff=…`: exactly one parameter, no anchor. */
function queryRoute(parsed: URL): SiteRoute | null {
  const keys = [...parsed.searchParams.keys()];
  if (parsed.hash || keys.length !== 1) return null;
  if (parsed.pathname === '/search' && keys[0] === 'searchString') {
    const term = parsed.searchParams.get('searchString')?.trim() ?? '';
    return term ? { kind: 'search', term } : null;
  }
  if (parsed.pathname === '/' && keys[0] === 'aff') {
    const code = parsed.searchParams.get('aff') ?? '';
    return SLUG.test(code) ? { kind: 'affiliate', code } : null;
  }
  return null;
}

/** What is there to link to: the catalogue's, the content pages', the journal's slugs. */
export interface KnownRoutes {
  categories: ReadonlySet<string>;
  /** Products that can be bought. */
  products: ReadonlySet<string>;
  /** Each content page with its sections' slugs and whether they have pages of their own. */
  pages: ReadonlyMap<string, { sections: ReadonlySet<string>; sectionRoutes: boolean }>;
  journal: ReadonlySet<string>;
  affiliates: ReadonlySet<string>;
}

/** The known routes from plain lists of slugs (the catalogue's, the pages', the journal's). */
export function knownRoutes(input: {
  categories: Iterable<string>;
  products: Iterable<string>;
  pages: readonly { slug: string; sectionRoutes: boolean; sections: readonly { slug: string }[] }[];
  journal: Iterable<string>;
  affiliates?: Iterable<string>;
}): KnownRoutes {
  return {
    categories: new Set(input.categories),
    products: new Set(input.products),
    pages: new Map(
      input.pages.map((page) => [
        page.slug,
        { sectionRoutes: page.sectionRoutes, sections: new Set(page.sections.map((s) => s.slug)) },
      ]),
    ),
    journal: new Set(input.journal),
    affiliates: new Set(input.affiliates ?? AFFILIATE_CODES),
  };
}

/** Why a link does not lead to a route content may use with something behind it, or null. */
export function brokenLink(url: string, known: KnownRoutes): string | null {
  const route = siteRoute(url);
  if (!route) return 'not a route content may link to';
  switch (route.kind) {
    case 'landing':
    case 'gift-card':
    case 'search':
      return null;
    case 'category':
      return known.categories.has(route.slug) ? null : 'no such category';
    case 'product':
      return known.products.has(route.slug) ? null : 'no such product for sale';
    case 'affiliate':
      return known.affiliates.has(route.code) ? null : 'no such affiliate code';
    case 'journal-post':
      return known.journal.has(route.slug) ? null : 'no such journal post';
    case 'page': {
      const page = known.pages.get(route.slug);
      if (!page) return 'no such page';
      if (route.section !== null) {
        if (!page.sectionRoutes) return 'that page has no section pages';
        return page.sections.has(route.section) ? null : 'no such section';
      }
      if (route.anchor !== null && !page.sections.has(route.anchor)) return 'no such section';
      return null;
    }
    default:
      return unknownRoute(route);
  }
}

const unknownRoute = (_route: never): string => 'not a route content may link to';

/** Every link that `brokenLink` finds broken, with why. */
export function brokenLinks(urls: Iterable<string>, known: KnownRoutes): string[] {
  return [...urls].flatMap((url) => {
    const why = brokenLink(url, known);
    return why === null ? [] : [`${url}: ${why}`];
  });
}

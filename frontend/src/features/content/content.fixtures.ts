import type { ContentPage, ContentSection } from '@shop/contracts';
import { vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, stubApi } from '../../test/render-app';

/** A section with words and no picture or questions. */
export function section(
  slug: string,
  title: string,
  html = `<p>${title} words.</p>`,
): ContentSection {
  return { slug, title, html, picture: null, faqs: [] };
}

/** A content page with nothing extra; give what a test is about. */
export function contentPage(
  overrides: Partial<ContentPage> & Pick<ContentPage, 'slug'>,
): ContentPage {
  return {
    title: 'A page',
    seoTitle: 'A Page',
    seoDescription: 'What the page is about.',
    heading: 'A page heading',
    intro: null,
    image: null,
    updatedOn: '2026-05-01',
    sectionRoutes: false,
    sections: [],
    figures: [],
    freshnessCards: [],
    foundedOn: null,
    offer: null,
    carousel: null,
    ...overrides,
  };
}

export const ABOUT_US = contentPage({
  slug: 'about-us',
  title: 'About us',
  seoTitle: 'About Posy | Florists Since 1989',
  seoDescription: 'Posy has sent flowers across the UK since 1989.',
  heading: 'About Posy',
  intro: 'We have been sending flowers since 28 February 1989.',
  image: { src: '/images/products/101-586.svg', alt: 'The Harriet, hand-tied' },
  sectionRoutes: true,
  sections: [
    section('history', 'Our history', '<p>Posy opened on 28 February 1989.</p>'),
    section('flowers', 'Our flowers', '<p>We buy from farms we visit.</p>'),
    section('florists', 'Our florists'),
  ],
});

export const FAQ = contentPage({
  slug: 'faq',
  title: 'FAQ',
  seoTitle: 'Frequently Asked Questions',
  heading: 'Frequently asked questions',
  sectionRoutes: true,
  sections: [
    {
      ...section('delivery', 'Delivery', ''),
      faqs: [
        { question: 'When will my flowers arrive?', html: '<p>On the day you choose.</p>' },
        { question: 'Can I change the date?', html: '<p>Yes, until 5pm the day before.</p>' },
      ],
    },
    {
      ...section('ordering', 'Ordering', ''),
      faqs: [{ question: 'Can I add a card?', html: '<p>Every bouquet has a free card.</p>' }],
    },
  ],
});

export const CONTACT_US = contentPage({
  slug: 'contact-us',
  title: 'Contact us',
  seoTitle: 'Contact Us | Customer Service',
  heading: 'Contact us',
  sections: [
    section('customerService', 'Customer service', '<p>Call us on 01234 567 890.</p>'),
    section('address', 'Our address'),
  ],
});

/**
 * Stubs the API with a signed-out session and the given answers (anything else answers 404);
 * the content pages given answer `GET /api/content-page/{slug}`.
 */
export function serveContent(pages: ContentPage[], answers: Parameters<typeof stubApi>[0] = {}) {
  resetSessionState();
  const api = stubApi({
    'GET /api/user-session': () => envelope({ data: {}, isSignedIn: false }),
    ...Object.fromEntries(
      pages.map((page) => [`GET /api/content-page/${page.slug}`, () => envelope({ data: page })]),
    ),
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

/** A non-OK answer with the envelope's messages. */
export function failure(status: number, messages: string[]): Response {
  return new Response(
    JSON.stringify(messages.length === 1 ? { error: messages[0] } : { errors: messages }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );
}

/** The `content` (or `href`) of the head tag that `selector` finds. */
export function headContent(selector: string): string | null {
  const tag = document.querySelector(selector);
  return tag?.getAttribute('content') ?? tag?.getAttribute('href') ?? null;
}

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import {
  ABOUT_US,
  CONTACT_US,
  FAQ,
  contentPage,
  failure,
  headContent,
  section,
  serveContent,
} from './content.fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The page's own part, without the header and footer. */
const main = () => within(screen.getByRole('main'));

const contentCalls = (api: ReturnType<typeof serveContent>) =>
  api.calls.filter((call) => call.path.startsWith('/api/content-page/'));

describe('a content page at /{slug}', () => {
  it('shows its heading, intro, picture and sections from the API', async () => {
    serveContent([ABOUT_US]);
    renderApp('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About Posy' });
    expect(screen.getByText('We have been sending flowers since 28 February 1989.')).toBeTruthy();
    const picture = screen.getByRole('img', { name: 'The Harriet, hand-tied' });
    expect(picture.getAttribute('width')).toBe('586');
    expect(picture.getAttribute('height')).toBe('586');
    const titles = main()
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Our history', 'Our flowers', 'Our florists']);
    expect(screen.getByText('Posy opened on 28 February 1989.')).toBeTruthy();
  });

  it("has the page's title, description, canonical link and social tags", async () => {
    serveContent([ABOUT_US]);
    renderApp('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About Posy' });
    await waitFor(() => expect(document.title).toBe('About Posy | Florists Since 1989 | Posy'));
    const origin = window.location.origin;
    expect(headContent('meta[name="description"]')).toBe(ABOUT_US.seoDescription);
    expect(headContent('link[rel="canonical"]')).toBe(`${origin}/about-us`);
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(headContent('meta[property="og:title"]')).toBe(
      'About Posy | Florists Since 1989 | Posy',
    );
    expect(headContent('meta[property="og:url"]')).toBe(`${origin}/about-us`);
    expect(headContent('meta[property="og:image"]')).toBe(`${origin}/images/products/101-586.svg`);
  });

  it('answers an unknown page with the not-found page', async () => {
    const api = serveContent([]);
    renderApp('/no-such-page');
    await screen.findByTestId('not-found-page');
    expect(contentCalls(api)).toEqual([{ method: 'GET', path: '/api/content-page/no-such-page' }]);
  });

  it('answers a slug the API refuses (400) with the not-found page', async () => {
    serveContent([], { 'GET /api/content-page/refused': () => failure(400, ['Bad slug']) });
    renderApp('/refused');
    await screen.findByTestId('not-found-page');
  });

  it.each(['/About-Us', '/about_us', `/${'a'.repeat(81)}`])(
    'answers %s, which cannot be a slug, with the not-found page without asking the API',
    async (path) => {
      const api = serveContent([ABOUT_US]);
      renderApp(path);
      await screen.findByTestId('not-found-page');
      expect(contentCalls(api)).toEqual([]);
    },
  );

  it.each([
    ['/search', 'search-page'],
    ['/gift-card', 'gift-card-check-page'],
  ])('leaves %s to its own route', async (path, testId) => {
    const api = serveContent([contentPage({ slug: path.slice(1), heading: 'Wrong page' })]);
    renderApp(path);
    await screen.findByTestId(testId);
    expect(screen.queryByText('Wrong page')).toBeNull();
    expect(contentCalls(api)).toEqual([]);
  });

  it('opens a FAQ answer under its question', async () => {
    serveContent([FAQ]);
    renderApp('/faq');
    const question = await screen.findByText('When will my flowers arrive?');
    const details = question.closest('details');
    expect(details?.open).toBe(false);
    fireEvent.click(question);
    expect(details?.open).toBe(true);
    expect(within(details as HTMLElement).getByText('On the day you choose.')).toBeTruthy();
  });

  it('gives each section its slug as id, so /contact-us#customerService lands on it', async () => {
    // jsdom has no layout: record what the router scrolls to instead.
    const scrolledTo: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolledTo.push(this);
    };
    try {
      serveContent([CONTACT_US]);
      renderApp('/contact-us#customerService');
      const heading = await screen.findByRole('heading', { level: 2, name: 'Customer service' });
      const target = document.getElementById('customerService');
      expect(heading.closest('section')).toBe(target);
      expect(target?.textContent).toContain('01234 567 890');
      await waitFor(() => expect(scrolledTo).toContain(target));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('links a page with section routes to each section page', async () => {
    serveContent([ABOUT_US]);
    renderApp('/about-us');
    const nav = await screen.findByRole('navigation', { name: 'About us: sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/about-us/history',
      '/about-us/flowers',
      '/about-us/florists',
    ]);
  });
});

describe('a section page at /{slug}/{section}', () => {
  it('shows that section alone, with links to the others', async () => {
    serveContent([ABOUT_US]);
    renderApp('/about-us/flowers');
    await screen.findByRole('heading', { level: 1, name: 'About Posy' });
    const sections = main()
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(sections).toEqual(['Our flowers']);
    expect(screen.getByText('We buy from farms we visit.')).toBeTruthy();
    expect(screen.queryByText('Posy opened on 28 February 1989.')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'About us: sections' });
    expect(
      within(nav).getByRole('link', { name: 'Our flowers' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Our history' }).getAttribute('href')).toBe(
      '/about-us/history',
    );
    await waitFor(() =>
      expect(document.title).toBe('Our flowers - About Posy | Florists Since 1989 | Posy'),
    );
    expect(headContent('link[rel="canonical"]')).toBe(`${window.location.origin}/about-us/flowers`);
  });

  it('moves between sections without reloading the page data', async () => {
    const api = serveContent([ABOUT_US]);
    renderApp('/about-us/history');
    const nav = await screen.findByRole('navigation', { name: 'About us: sections' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Our florists' }));
    await screen.findByRole('heading', { level: 2, name: 'Our florists' });
    expect(screen.queryByRole('heading', { level: 2, name: 'Our history' })).toBeNull();
    expect(contentCalls(api)).toHaveLength(1);
  });

  it('answers an unknown section with the not-found page', async () => {
    serveContent([ABOUT_US]);
    renderApp('/about-us/no-such-section');
    await screen.findByTestId('not-found-page');
  });

  it('answers a section of a page without section routes with the not-found page', async () => {
    serveContent([contentPage({ slug: 'delivery', sections: [section('options', 'Options')] })]);
    renderApp('/delivery/options');
    await screen.findByTestId('not-found-page');
  });

  it('answers a section of an unknown page with the not-found page', async () => {
    serveContent([]);
    renderApp('/no-such-page/history');
    await screen.findByTestId('not-found-page');
  });
});

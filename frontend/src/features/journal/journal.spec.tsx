import type { JournalPost, JournalPostSummary } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderApp } from '../../test/render-app';
import { contentPage, headContent, serveContent } from '../content/content.fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const JOURNAL_PAGE = contentPage({
  slug: 'journal',
  seoTitle: 'The Posy Journal | Flower and Plant Care, Gift Ideas',
  seoDescription: 'Seasonal flower care, house plant advice and gift ideas.',
  heading: 'The Posy Journal',
  intro: 'Seasonal flower care, plant advice and stories from our studio.',
});

const summary = (slug: string, title: string, date: string): JournalPostSummary => ({
  slug,
  title,
  date,
  author: 'Ruth Ellis',
  image: { src: '/images/products/110-586.svg', alt: `${title} picture` },
  excerpt: `${title} in a few words.`,
});

const POSTS = [
  summary('spring-tulips', 'Tulips for spring', '2026-03-02'),
  summary('winter-wreaths', 'Winter wreaths', '2026-11-24'),
  summary('snake-plants', 'Snake plants', '2026-06-01'),
];

const POST: JournalPost = {
  ...summary('winter-wreaths', 'Winter wreaths', '2026-11-24'),
  html: '<p>Make a wreath from <a href="/category/christmas-flowers">winter stems</a>.</p><script>alert(1)</script>',
};

function serveJournal() {
  return serveContent([JOURNAL_PAGE], {
    'GET /api/journal': () => envelope({ data: POSTS }),
    'GET /api/journal/winter-wreaths': () => envelope({ data: POST }),
  });
}

describe('/journal', () => {
  it('shows the journal’s heading and a card per post, newest first', async () => {
    serveJournal();
    renderApp('/journal');
    await screen.findByRole('heading', { level: 1, name: 'The Posy Journal' });
    const cards = within(screen.getByRole('list', { name: 'Journal posts' })).getAllByRole(
      'article',
    );
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Winter wreaths',
      'Snake plants',
      'Tulips for spring',
    ]);
    expect(cards[0].textContent).toContain('24th November 2026');
    expect(cards[0].textContent).toContain('by Ruth Ellis');
    expect(within(cards[0]).getByRole('link').getAttribute('href')).toBe('/journal/winter-wreaths');
    const picture = within(cards[0]).getByRole('img');
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['384', '256']);
    await waitFor(() =>
      expect(document.title).toBe('The Posy Journal | Flower and Plant Care, Gift Ideas | Posy'),
    );
    expect(headContent('link[rel="canonical"]')).toBe(`${window.location.origin}/journal`);
  });
});

describe('/journal/{slug}', () => {
  it('shows the post with its date, author, picture and body', async () => {
    serveJournal();
    renderApp('/journal/winter-wreaths');
    await screen.findByRole('heading', { level: 1, name: 'Winter wreaths' });
    expect(screen.getByTestId('journal-post-date').textContent).toBe('24th November 2026');
    expect(screen.getByTestId('journal-post-date').getAttribute('datetime')).toBe('2026-11-24');
    expect(screen.getByTestId('journal-post-author').textContent).toBe('Ruth Ellis');
    expect(screen.getByRole('img', { name: 'Winter wreaths picture' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'winter stems' }).getAttribute('href')).toBe(
      '/category/christmas-flowers',
    );
    expect(screen.getByTestId('journal-post').querySelector('script')).toBeNull();
  });

  it('has the post’s title, description, canonical link and BlogPosting data', async () => {
    serveJournal();
    renderApp('/journal/winter-wreaths');
    await screen.findByRole('heading', { level: 1, name: 'Winter wreaths' });
    await waitFor(() => expect(document.title).toBe('Winter wreaths | Posy'));
    const origin = window.location.origin;
    expect(headContent('meta[name="description"]')).toBe('Winter wreaths in a few words.');
    expect(headContent('link[rel="canonical"]')).toBe(`${origin}/journal/winter-wreaths`);
    expect(headContent('meta[property="og:type"]')).toBe('article');
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Winter wreaths',
      datePublished: '2026-11-24',
      author: { '@type': 'Person', name: 'Ruth Ellis' },
      image: [`${origin}/images/products/110-586.svg`],
      url: `${origin}/journal/winter-wreaths`,
    });
  });

  it('answers an unknown post with the not-found page', async () => {
    serveJournal();
    renderApp('/journal/no-such-post');
    await screen.findByTestId('not-found-page');
  });
});

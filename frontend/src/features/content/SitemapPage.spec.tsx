import type { SitemapGroup } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderApp } from '../../test/render-app';
import { contentPage, headContent, serveContent } from './content.fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const entry = (path: string, title: string, children: SitemapGroup['entries'] = []) => ({
  path,
  title,
  lastmod: null,
  children,
});

const GROUPS: SitemapGroup[] = [
  {
    kind: 'landing',
    title: 'Shop',
    entries: [entry('/', 'Home'), entry('/hamper-delivery', 'Hampers')],
  },
  {
    kind: 'page',
    title: 'Help and information',
    entries: [
      entry('/about-us', 'About us', [
        entry('/about-us/history', 'Our history'),
        entry('/about-us/flowers', 'Our flowers'),
      ]),
      entry('/delivery', 'Delivery'),
    ],
  },
  { kind: 'product', title: 'Products', entries: [] },
];

describe('/sitemap', () => {
  it('lists each group under its heading, sections under their page', async () => {
    serveContent([contentPage({ slug: 'sitemap', seoTitle: 'Sitemap', heading: 'Sitemap' })], {
      'GET /api/sitemap': () => envelope({ data: GROUPS }),
    });
    renderApp('/sitemap');
    await screen.findByRole('heading', { level: 1, name: 'Sitemap' });
    const page = screen.getByTestId('sitemap-page');
    expect(
      within(page)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Shop', 'Help and information']);
    const help = screen.getByRole('region', { name: 'Help and information' });
    const about = within(help).getByRole('link', { name: 'About us' });
    expect(about.getAttribute('href')).toBe('/about-us');
    const sections = within(about.closest('li') as HTMLElement).getAllByRole('link');
    expect(sections.map((link) => link.getAttribute('href'))).toEqual([
      '/about-us',
      '/about-us/history',
      '/about-us/flowers',
    ]);
    expect(
      within(help).getByRole('link', { name: 'Delivery' }).closest('li')?.querySelector('ul'),
    ).toBeNull();
    await waitFor(() => expect(document.title).toBe('Sitemap | Posy'));
    expect(headContent('link[rel="canonical"]')).toBe(`${window.location.origin}/sitemap`);
  });
});

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../test/render-app';
import { CHUNK_RELOAD_KEY } from './chunk-reload';
import { ErrorPage } from './ErrorPage';
import { reloadPage } from './reload-page';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: https://shop.example/assets/index-3f2a.js',
);

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
});

describe('ErrorPage', () => {
  it('shows the spec’s words and links', async () => {
    renderWithRouter(() => <ErrorPage error={new Error('Cannot read properties of undefined')} />);

    const page = await screen.findByTestId('error-page');
    expect(
      within(page).getByRole('heading', { level: 1, name: 'Oops! There was an error.' }),
    ).toBeTruthy();
    expect(
      within(page).getByText(
        'Oops! Something has gone wrong with this page - please refresh the page, or try one of the following links',
      ),
    ).toBeTruthy();

    const links = within(page)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Homepage', '/'],
      ['Flowers', '/category/flowers'],
      ['Plants', '/category/house-plants'],
      ['Hampers', '/hamper-delivery'],
    ]);
    expect(document.title).toBe('Something went wrong | Posy');
  });

  it('does not reload for an ordinary error', async () => {
    renderWithRouter(() => <ErrorPage error={new Error('Cannot read properties of undefined')} />);
    await screen.findByTestId('error-page');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('reloads once to fetch the new release after a chunk-load error', async () => {
    renderWithRouter(() => <ErrorPage error={chunkError} />);
    await screen.findByTestId('error-page');
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(window.location.href);
  });

  it('does not reload again when the reloaded page fails the same way', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, window.location.href);
    renderWithRouter(() => <ErrorPage error={chunkError} />);
    await screen.findByTestId('error-page');
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../http/session-state';
import { envelope, renderApp, stubApi } from '../test/render-app';

beforeEach(() => {
  resetSessionState();
  const { fetchStub } = stubApi({
    'GET /api/user-session': () =>
      envelope({ data: { customerId: null, email: null }, isSignedIn: false }),
  });
  vi.stubGlobal('fetch', fetchStub);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotFoundPage', () => {
  it('shows the spec’s words and links for an unknown address', async () => {
    renderApp('/no-such-page');

    const page = await screen.findByTestId('not-found-page');
    expect(
      within(page).getByRole('heading', { level: 1, name: 'Oops! Page not found.' }),
    ).toBeTruthy();
    expect(
      within(page).getByText(
        'We appear to have misplaced the page you are looking for, please try one of these links:',
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
      ['Cards', '/greetings-cards'],
    ]);
  });

  it('keeps the shop header and footer around it and names the tab', async () => {
    renderApp('/some/deep/missing/page');

    await screen.findByTestId('not-found-page');
    expect(screen.getByTestId('site-header')).toBeTruthy();
    expect(await screen.findByTestId('site-footer')).toBeTruthy();
    expect(document.title).toBe('Page not found | Posy');
  });
});

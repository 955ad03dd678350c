import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderApp, stubApi } from '../../test/render-app';
import { staffAnswers, summary } from './support.fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SEARCH = '/api/support/baskets?query=';

function stub(answers: Record<string, unknown[]>) {
  const api = stubApi({
    ...staffAnswers(),
    ...Object.fromEntries(
      Object.entries(answers).map(([query, baskets]) => [
        `GET ${SEARCH}${encodeURIComponent(query)}`,
        () => envelope({ data: { baskets } }),
      ]),
    ),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

describe('Find a basket', () => {
  it('searches, keeps the query in the URL and lists baskets newest first', async () => {
    const older = summary({
      basketId: 'basket-older',
      status: 'checked out',
      orderCount: 2,
      total: 7050,
      lastActivity: '2026-01-15T09:30:00Z',
    });
    const newer = summary({ customerEmail: null });
    const api = stub({ 'ada@example.com': [older, newer] });
    const { router } = renderApp('/support');

    fireEvent.change(
      await screen.findByLabelText('Basket id, order number, customer email or session'),
      { target: { value: ' ada@example.com ' } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    const rows = await screen.findAllByTestId('support-result-row');
    expect(router.state.location.search).toEqual({ query: 'ada@example.com' });
    expect(api.calls).toContainEqual({
      method: 'GET',
      path: `${SEARCH}ada%40example.com`,
    });
    const cells = rows.map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['basket-3fa2c1d0', 'open', '1', '£37.25', '—', '5 Jun 2026, 14:03:09'],
      ['basket-older', 'checked out', '2', '£70.50', 'ada@example.com', '15 Jan 2026, 09:30:00'],
    ]);
    expect(
      within(rows[0]).getByRole('link', { name: 'basket-3fa2c1d0' }).getAttribute('href'),
    ).toBe('/support/baskets/basket-3fa2c1d0');
  });

  it('opens (and so audits) a basket only when the agent follows the link, not on hover', async () => {
    const api = stub({ 'order 12': [summary()] });
    const { router } = renderApp('/support?query=order%2012');
    const [row] = await screen.findAllByTestId('support-result-row');
    const link = within(row).getByRole('link', { name: 'basket-3fa2c1d0' });
    const opened = () =>
      api.calls.filter((call) =>
        call.path.startsWith('/api/support/baskets/basket-3fa2c1d0/events'),
      );

    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    await router.preloadRoute({
      to: '/support/baskets/$basketId',
      params: { basketId: 'basket-3fa2c1d0' },
    });
    expect(opened()).toEqual([]);
  });

  it('reads the query from the URL, so Back shows the same results', async () => {
    stub({ 'order 12': [summary()] });
    renderApp('/support?query=order%2012');

    await screen.findAllByTestId('support-result-row');
    const input = screen.getByLabelText(
      'Basket id, order number, customer email or session',
    ) as HTMLInputElement;
    expect(input.value).toBe('order 12');
  });

  it('says so when no basket matches', async () => {
    stub({ nobody: [] });
    renderApp('/support?query=nobody');

    expect((await screen.findByTestId('support-no-results')).textContent).toBe(
      'No baskets match that search.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});

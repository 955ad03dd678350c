import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderApp, stubApi } from '../../test/render-app';
import { BASKET_ID, failed, history, staffAnswers, stateAt, summary } from './support.fixtures';

const BASE = `/api/support/baskets/${BASKET_ID}`;
const CSV = 'position,version,summary\n101,1,Added The Harriet\n';

let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  const answers: Parameters<typeof stubApi>[0] = {
    ...staffAnswers(),
    [`GET /api/support/baskets?query=${BASKET_ID}`]: () =>
      envelope({ data: { baskets: [summary()] } }),
    [`GET ${BASE}/events`]: () => envelope({ data: history() }),
    [`GET ${BASE}/events.csv`]: () =>
      new Response(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    'GET /api/support/baskets/basket-gone/events': () =>
      failed(404, "Sorry, we couldn't find that basket."),
  };
  for (const version of [0, 1, 2, 3]) {
    answers[`GET ${BASE}/state?version=${version}`] = () => envelope({ data: stateAt(version) });
  }
  api = stubApi(answers);
  vi.stubGlobal('fetch', api.fetchStub);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const version = () => screen.getByTestId('support-version').textContent;
const changes = () => screen.queryAllByTestId('support-change').map((item) => item.textContent);
const stateCalls = () =>
  api.calls.filter((call) => call.path.includes('/state?')).map((call) => call.path.split('=')[1]);

async function openBasket(path = `/support/baskets/${BASKET_ID}`) {
  const view = renderApp(path);
  await screen.findAllByTestId('support-event');
  return view;
}

describe('a basket in the support console', () => {
  it('shows the header, every event of the history and the audit', async () => {
    await openBasket();

    const header = await screen.findByTestId('support-basket-summary');
    expect(within(header).getByText('open')).toBeTruthy();
    expect(within(header).getByText('£37.25')).toBeTruthy();
    const rows = screen.getAllByTestId('support-event');
    expect(rows.map((row) => within(row).getByTestId('support-event-summary').textContent)).toEqual(
      [
        'Added The Harriet for delivery on 5th June by Standard Delivery',
        'Wrote the card message for order 1',
        'Gave the email ada@example.com',
      ],
    );
    const first = rows[0];
    expect(first.textContent).toContain('Position101');
    expect(first.textContent).toContain('Version1');
    expect(first.textContent).toContain('5 Jun 2026, 14:01:00');
    expect(within(first).getByTestId('support-event-actor').textContent).toBe(
      'Shopper (session 3fa2c1d0)shopper',
    );
    expect(within(first).getByTestId('support-event-correlation').textContent).toBe('corr-1');
    expect(screen.getByTestId('support-audit-entry').textContent).toBe(
      'Opened by Sam Support (sam@posy.test) on 5 Jun 2026, 16:30:00',
    );
    expect(screen.queryByTestId('site-header')).toBeNull();
  });

  it('shows and hides the raw JSON of one event', async () => {
    await openBasket();
    const [first, second] = screen.getAllByTestId('support-event');
    const toggle = within(second).getByRole('button', { name: 'Show raw JSON' });

    fireEvent.click(toggle);

    const json = within(second).getByTestId('support-event-json');
    expect(json.tagName).toBe('PRE');
    expect(json.hidden).toBe(false);
    expect(JSON.parse(json.textContent ?? '')).toEqual({
      type: 'CardMessageWritten',
      data: { step: 2 },
      metadata: { correlationId: 'corr-2' },
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(first).getByTestId('support-event-json').hidden).toBe(true);

    fireEvent.click(within(second).getByRole('button', { name: 'Hide raw JSON' }));
    expect(json.hidden).toBe(true);
  });

  it('replays the latest version first and steps with the buttons, disabled at the ends', async () => {
    await openBasket();
    await screen.findByTestId('support-no-changes');
    expect(version()).toBe('Version 3 of 3');
    expect(screen.getByTestId('support-no-changes').textContent).toBe(
      'Nothing the shopper could see changed.',
    );
    const next = screen.getByRole('button', { name: 'Next version' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Previous version' }));
    await waitFor(() => expect(changes()).toEqual(['Order 1: card message written']));
    expect(version()).toBe('Version 2 of 3');
    expect(next.disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Previous version' }));
    await waitFor(() =>
      expect(changes()).toEqual(['Order 1 added: The Harriet', 'Total: £0.00 → £35.00']),
    );
    expect(screen.getByTestId('order-summary-1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Previous version' }));
    await waitFor(() => expect(version()).toBe('Version 0 of 3'));
    expect(
      (screen.getByRole('button', { name: 'Previous version' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await screen.findByText('The basket was empty.');
  });

  it('steps with the arrow keys and j/k, and replays the event that is clicked', async () => {
    const { router } = await openBasket();
    await waitFor(() => expect(version()).toBe('Version 3 of 3'));

    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await waitFor(() => expect(version()).toBe('Version 2 of 3'));
    fireEvent.keyDown(window, { key: 'k' });
    await waitFor(() => expect(version()).toBe('Version 1 of 3'));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() => expect(version()).toBe('Version 2 of 3'));
    fireEvent.keyDown(window, { key: 'j' });
    await waitFor(() => expect(version()).toBe('Version 3 of 3'));
    fireEvent.keyDown(window, { key: 'j' });
    expect(version()).toBe('Version 3 of 3');

    const [first] = screen.getAllByTestId('support-event');
    fireEvent.click(within(first).getByTestId('support-event-select'));
    await waitFor(() =>
      expect(changes()).toEqual(['Order 1 added: The Harriet', 'Total: £0.00 → £35.00']),
    );
    expect(first.getAttribute('aria-current')).toBe('step');
    expect(router.state.location.search).toEqual({ version: 1 });
    expect(stateCalls()).toEqual(expect.arrayContaining(['3', '2', '1']));
  });

  it('leaves the keys alone while typing in a field', async () => {
    await openBasket();
    await waitFor(() => expect(version()).toBe('Version 3 of 3'));
    const number = screen.getByLabelText('Version');

    fireEvent.keyDown(number, { key: 'k' });
    expect(version()).toBe('Version 3 of 3');

    fireEvent.change(number, { target: { value: '2' } });
    await waitFor(() => expect(version()).toBe('Version 2 of 3'));
  });

  it('opens at the version in the URL', async () => {
    await openBasket(`/support/baskets/${BASKET_ID}?version=2`);
    await waitFor(() => expect(changes()).toEqual(['Order 1: card message written']));
    expect(version()).toBe('Version 2 of 3');
  });

  it('downloads the history as CSV through the request helper', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:history';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    await openBasket();

    fireEvent.click(screen.getByRole('button', { name: 'Download history (CSV)' }));

    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(api.calls).toContainEqual({ method: 'GET', path: `${BASE}/events.csv` });
    expect(clicks[0].download).toBe(`${BASKET_ID}-history.csv`);
    expect(clicks[0].getAttribute('href')).toBe('blob:history');
    expect(await blobs[0].text()).toBe(CSV);
  });

  it("says so when the basket doesn't exist", async () => {
    renderApp('/support/baskets/basket-gone');
    expect((await screen.findByTestId('support-basket-error')).textContent).toBe(
      "Sorry, we couldn't find that basket.",
    );
  });
});

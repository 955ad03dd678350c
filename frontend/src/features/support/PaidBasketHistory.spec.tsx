import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderApp, stubApi } from '../../test/render-app';
import { PAID_BASKET_ID, paidHistory, staffAnswers, stateAt, summary } from './support.fixtures';

const BASE = `/api/support/baskets/${PAID_BASKET_ID}`;

beforeEach(() => {
  const answers: Parameters<typeof stubApi>[0] = {
    ...staffAnswers(),
    [`GET /api/support/baskets?query=${PAID_BASKET_ID}`]: () =>
      envelope({
        data: { baskets: [summary({ basketId: PAID_BASKET_ID, status: 'checked out' })] },
      }),
    [`GET ${BASE}/events`]: () => envelope({ data: paidHistory() }),
  };
  for (const version of [0, 1, 2, 3]) {
    answers[`GET ${BASE}/state?version=${version}`] = () =>
      envelope({ data: { ...stateAt(version), basketId: PAID_BASKET_ID } });
  }
  vi.stubGlobal('fetch', stubApi(answers).fetchStub);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const version = () => screen.getByTestId('support-version').textContent;
const rowOf = (summaryText: string) =>
  screen
    .getAllByTestId('support-event')
    .find((row) => within(row).getByTestId('support-event-summary').textContent === summaryText)!;

describe("a paid basket's history in the support console", () => {
  it('shows its order and gift card entries among its own, each with the stream it is on', async () => {
    renderApp(`/support/baskets/${PAID_BASKET_ID}`);
    await screen.findAllByTestId('support-event');
    const header = await screen.findByTestId('support-basket-summary');
    expect(within(header).getByText('checked out')).toBeTruthy();

    const rows = screen.getAllByTestId('support-event');
    expect(
      rows.map((row) => [
        row.getAttribute('data-stream-kind'),
        within(row).queryByTestId('support-event-stream')?.textContent ?? null,
      ]),
    ).toEqual([
      ['basket', null],
      ['basket', null],
      ['gift-card', 'Gift card HXKR… version 2'],
      ['basket', null],
      ['order', 'Order P1234567 version 1'],
      ['order', 'Order P1234567 version 2'],
    ]);
    const placed = rowOf(
      'Order P1234567: placed — The Harriet to Ada Lovelace, SW1A 1AA, Fri 5th June (£35.00)',
    );
    expect(placed.textContent).toContain('Basket version3');
    expect(within(placed).getByTestId('support-event-correlation').textContent).toBe(
      'purchase-7f3a',
    );
  });

  it('marks only the basket event as the replayed step; an order entry replays the basket then', async () => {
    renderApp(`/support/baskets/${PAID_BASKET_ID}`);
    await screen.findAllByTestId('support-event');
    await waitFor(() => expect(version()).toBe('Version 3 of 3'));
    const current = () =>
      screen
        .getAllByTestId('support-event')
        .filter((row) => row.getAttribute('aria-current') === 'step')
        .map((row) => within(row).getByTestId('support-event-summary').textContent);
    expect(current()).toEqual([
      'Paid £35.00 (£20.00 by gift card, £15.00 by card) and placed order P1234567',
    ]);

    const redeemed = rowOf('Gift card HXKR…: £20.00 redeemed for this purchase');
    fireEvent.click(within(redeemed).getByTestId('support-event-select'));

    await waitFor(() => expect(version()).toBe('Version 2 of 3'));
    expect(current()).toEqual([
      'Started paying £15.00 by card (test, pm_card_visa) and £20.00 by gift card HXKR…',
    ]);
  });
});

import type { OrderCompleteResponse } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp, stubApi } from '../../test/render-app';
import { completedPurchase } from './order-complete.fixtures';

const FULL_APP = { timeout: 20_000 };

function serve(purchase: OrderCompleteResponse | null) {
  const api = stubApi({
    'GET /api/user-session': () => envelope({ data: null, isSignedIn: false }),
    'GET /api/order-complete': () =>
      purchase
        ? envelope({ data: purchase, isSignedIn: false })
        : new Response(
            JSON.stringify({
              data: null,
              error: "Sorry, we couldn't find a completed purchase for this visit.",
            }),
            { status: 404, headers: { 'Content-Type': 'application/json' } },
          ),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

const purchasePushes = () =>
  (window.dataLayer ?? []).filter(
    (entry) => (entry as { event?: string } | null)?.event === 'purchase',
  );

beforeEach(() => {
  resetSessionState();
  window.dataLayer = [];
});

afterEach(() => vi.unstubAllGlobals());

describe('the thank-you page', FULL_APP, () => {
  it('thanks the shopper with the order numbers, each order and the totals', async () => {
    serve(completedPurchase());
    renderApp('/order-complete');
    const page = await screen.findByTestId('order-complete-page');
    await within(page).findByRole('heading', { level: 1, name: 'Thank you, Grace Hopper!' });
    expect(document.title).toBe('Thank you for your order | Posy');
    expect(screen.getByTestId('order-complete-numbers').textContent).toBe(
      'Your order numbers are P1234567, P7654321.',
    );

    const flowers = screen.getByTestId('completed-order-P1234567');
    expect(within(flowers).getByTestId('completed-order-recipient').textContent).toBe(
      'For Ada Lovelace, SW1A 1AA',
    );
    expect(within(flowers).getByTestId('completed-order-delivery').textContent).toBe(
      'Delivery on 5th June 2026 by Standard Delivery',
    );
    const track = within(flowers).getByRole('link', { name: 'Track order P1234567' });
    expect(track.getAttribute('href')).toBe('/tracking/SW1A%201AA/TRK12345678');

    const giftCard = screen.getByTestId('completed-order-P7654321');
    expect(within(giftCard).getByTestId('completed-order-email').textContent).toBe(
      'Emailed to Alan Turing <alan@example.com> on 10th June 2026',
    );
    expect(within(giftCard).queryByRole('link')).toBeNull();

    expect(screen.getByTestId('order-complete-totals').textContent).toBe(
      'Total£80.25Paid with gift card£20.00Total paid by card£60.25',
    );
    expect(
      within(screen.getByTestId('order-complete-next'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'We email a confirmation to grace@example.com.',
      'Your florist prepares your flowers for their delivery day.',
      'Track each delivery with its link on this page.',
      'Gift cards are emailed to their recipients on the day you chose.',
    ]);
    expect(
      screen.getByRole('link', { name: 'Tell us about your order' }).getAttribute('href'),
    ).toBe('/order-questionnaire');
  });

  it('pushes GA4 purchase once per purchase, however often the page is opened', async () => {
    serve(completedPurchase());
    const { router } = renderApp('/order-complete');
    await screen.findByTestId('order-complete-numbers');
    expect(purchasePushes()).toEqual([
      {
        event: 'purchase',
        device_type: expect.stringMatching(/^[mtd]$/),
        ecommerce: {
          transaction_id: 'pur-1',
          currency: 'GBP',
          value: 80.25,
          items: [
            {
              item_id: 'P1234567',
              item_name: 'The Harriet',
              item_category: 'Flowers and gifts',
              price: 50.25,
              quantity: 1,
            },
            {
              item_id: 'P7654321',
              item_name: 'Gift Card',
              item_category: 'Gift card',
              price: 30,
              quantity: 1,
            },
          ],
        },
      },
    ]);
    await router.navigate({ to: '/order-questionnaire' });
    await screen.findByTestId('questionnaire-page');
    await router.navigate({ to: '/order-complete' });
    await screen.findByTestId('order-complete-numbers');
    expect(purchasePushes()).toHaveLength(1);
  });

  it('says so kindly when this visit has no purchase, with a way home', async () => {
    serve(null);
    renderApp('/order-complete');
    const missing = await screen.findByTestId('order-complete-missing');
    expect(missing.textContent).toBe(
      "Sorry, we couldn't find a completed purchase for this visit.",
    );
    expect(missing.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('link', { name: 'Go to the homepage' }).getAttribute('href')).toBe('/');
    expect(purchasePushes()).toEqual([]);
  });

  it('thanks instead of linking to the questions once they are answered', async () => {
    serve(
      completedPurchase({ questionnaireAnswered: true, orders: [completedPurchase().orders[0]] }),
    );
    renderApp('/order-complete');
    await screen.findByTestId('order-complete-questionnaire-done');
    expect(screen.getByTestId('order-complete-numbers').textContent).toBe(
      'Your order number is P1234567.',
    );
    expect(screen.queryByRole('link', { name: 'Tell us about your order' })).toBeNull();
  });

  it('says what Posy Points paid', async () => {
    serve(completedPurchase({ pointsTotal: 700, totalToPay: 5325 }));
    renderApp('/order-complete');
    expect((await screen.findByTestId('order-complete-totals')).textContent).toBe(
      'Total£80.25Paid with Posy Points™£7.00Paid with gift card£20.00Total paid by card£53.25',
    );
  });
});

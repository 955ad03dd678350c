import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp, stubApi } from '../../test/render-app';
import { FLOWERS, FLOWERS_IN_FULL, GIFT_CARD, failed, signedIn } from './customer-orders.fixtures';
import { paymentWords } from './OrderDetailsPage';

const FULL_APP = { timeout: 20_000 };
const NOT_FOUND = "Sorry, we couldn't find what you were looking for.";

function serve(answers: Record<string, () => Response>) {
  const api = stubApi({ 'GET /api/user-session': signedIn, ...answers });
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

beforeEach(() => resetSessionState());
afterEach(() => vi.unstubAllGlobals());

describe('order history', FULL_APP, () => {
  it('lists each order with what, for whom, when, its status and total, to view and to track', async () => {
    serve({
      'GET /api/account/orders': () => envelope({ data: [FLOWERS, GIFT_CARD], isSignedIn: true }),
    });
    const { router } = renderApp('/account/order-history');
    const list = await screen.findByTestId('order-history');
    expect(document.title).toBe('Order History | Posy');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order History');
    const [flowers, card] = within(list).getAllByRole('listitem');
    expect(within(flowers).getByRole('heading', { level: 2 }).textContent).toBe(
      'The HarrietOrder P1234567',
    );
    expect(flowers.querySelector('dl')?.textContent).toBe(
      'Ordered4 June 2026ForAda LovelaceDeliveryDelivery on 5th June 2026StatusWith the floristTotal£45.99',
    );
    expect(card.querySelector('dl')?.textContent).toBe(
      'Ordered1 May 2026ForGrace HopperSentEmailed on 2nd May 2026StatusPaidTotal£25.00',
    );
    const track = within(flowers).getByRole('link', { name: 'Track order P1234567' });
    expect(track.getAttribute('href')).toBe('/tracking/SW1A%201AA/TRK12345678');
    expect(within(card).queryByTestId('order-history-track')).toBeNull();

    fireEvent.click(within(flowers).getByRole('link', { name: 'View order P1234567' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/account/order-details/P1234567'),
    );
  });

  it('says so when there are no orders yet', async () => {
    serve({ 'GET /api/account/orders': () => envelope({ data: [], isSignedIn: true }) });
    renderApp('/account/order-history');
    expect((await screen.findByTestId('order-history-empty')).textContent).toContain(
      'You have not ordered anything while signed in yet.',
    );
    expect(screen.queryByTestId('order-history')).toBeNull();
  });

  it('shows a failed answer as an alert', async () => {
    serve({ 'GET /api/account/orders': () => failed(500, 'The shop database is unavailable.') });
    renderApp('/account/order-history');
    const alert = await screen.findByTestId('order-history-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe('The shop database is unavailable.');
  });
});

describe('order details', FULL_APP, () => {
  it('shows the order in full: items, card message, address, prices, payment and its steps', async () => {
    serve({
      'GET /api/account/orders/P1234567': () =>
        envelope({ data: FLOWERS_IN_FULL, isSignedIn: true }),
    });
    renderApp('/account/order-details/P1234567');
    const details = await screen.findByTestId('order-details');
    expect(document.title).toBe('Order P1234567 | Posy');
    expect(screen.getByTestId('order-details-items').textContent).toBe(
      'The HarrietBefore the discount £35.00 £31.50Standard card £0.00Chocolates £7.50',
    );
    expect(screen.getByTestId('order-details-message').textContent).toBe(
      'Happy birthday,\nlove from us',
    );
    expect(
      [...screen.getByTestId('order-details-address').children].map((line) => line.textContent),
    ).toEqual(['Ada Lovelace', '1 High Street', 'London', 'SW1A 1AA']);
    expect(screen.getByTestId('order-details-delivery').textContent).toBe(
      'Delivery on 5th June 2026 by Standard Delivery',
    );
    expect(screen.getByTestId('order-details-prices').textContent).toBe(
      'Items£39.00Delivery£6.99Discount (WELCOME10)−£3.50Order total£45.99',
    );
    expect(screen.getByTestId('order-details-payment').textContent).toBe(
      'Paid together with order P7654321: £10.00 by gift card and £60.99 by card, £70.99 in all.',
    );
    expect(screen.getByTestId('order-details-track').getAttribute('href')).toBe(
      '/tracking/SW1A%201AA/TRK12345678',
    );
    expect(
      within(details)
        .getAllByTestId(/^tracking-step-/)
        .map((step) => step.getAttribute('data-reached')),
    ).toEqual(['true', 'true', 'false', 'false']);
  });

  it('says in the page when the order is not found (not theirs, unknown)', async () => {
    serve({ 'GET /api/account/orders/P0000000': () => failed(404, NOT_FOUND) });
    renderApp('/account/order-details/P0000000');
    const alert = await screen.findByTestId('order-details-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe(
      "Sorry, we couldn't find that order in your account. It may have been placed without signing in.",
    );
    expect(screen.getByRole('link', { name: 'Back to your orders' }).getAttribute('href')).toBe(
      '/account/order-history',
    );
  });

  it('words the payment of an order paid alone', () => {
    expect(
      paymentWords(
        {
          orderNumbers: ['P1'],
          purchaseTotal: 3000,
          paidByGiftCard: 0,
          paidByPoints: 0,
          paidByCard: 3000,
        },
        'P1',
      ),
    ).toBe('Paid £30.00 by card.');
    expect(
      paymentWords(
        {
          orderNumbers: ['P1'],
          purchaseTotal: 3000,
          paidByGiftCard: 3000,
          paidByPoints: 0,
          paidByCard: 0,
        },
        'P1',
      ),
    ).toBe('Paid £30.00 by gift card.');
  });

  it('says what Posy Points paid, with the card and the gift card', () => {
    const payment = {
      orderNumbers: ['P1', 'P2'],
      purchaseTotal: 5000,
      paidByGiftCard: 1000,
      paidByPoints: 700,
      paidByCard: 3300,
    };
    expect(paymentWords(payment, 'P1')).toBe(
      'Paid together with order P2: £7.00 in Posy Points™, £10.00 by gift card and £33.00 by card, £50.00 in all.',
    );
    expect(
      paymentWords({ ...payment, orderNumbers: ['P1'], paidByGiftCard: 0, paidByCard: 0 }, 'P1'),
    ).toBe('Paid £7.00 in Posy Points™.');
  });
});

describe('payment methods', FULL_APP, () => {
  it('explains that no card is saved, kindly', async () => {
    serve({ 'GET /api/account/payment-methods': () => envelope({ data: [], isSignedIn: true }) });
    renderApp('/account/payment-methods');
    const empty = await screen.findByTestId('payment-methods-empty');
    expect(document.title).toBe('Payment Methods | Posy');
    expect(empty.textContent).toContain('You have no saved cards.');
    expect(empty.textContent).toContain('we never keep card details ourselves');
  });

  it('lists the saved cards: brand, last four digits, expiry', async () => {
    serve({
      'GET /api/account/payment-methods': () =>
        envelope({
          data: [{ id: 'pm_1', brand: 'Visa', last4: '4242', expiryMonth: 4, expiryYear: 2030 }],
          isSignedIn: true,
        }),
    });
    renderApp('/account/payment-methods');
    const card = await screen.findByTestId('payment-method-pm_1');
    expect(card.textContent).toBe('Visa ending 4242Expires 04/30');
  });
});

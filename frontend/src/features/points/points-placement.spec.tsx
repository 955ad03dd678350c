import type { CheckoutState } from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp } from '../../test/render-app';
import { basket, order } from '../order-kit/basket.fixtures';
import { servePoints } from './points.fixtures';

const FULL_APP = { timeout: 20_000 };

beforeEach(() => {
  resetSessionState();
  window.dataLayer = [];
});
afterEach(() => vi.unstubAllGlobals());

/** One £50.25 order, ready to pay. */
function ready(): CheckoutState {
  const built = basket([order('a')], { name: 'Ada Lovelace', email: 'ada@example.co.uk' });
  return { ...built, purchase: { ...built.purchase, totalToPay: built.purchase.total } };
}

/** The page's other calls, each saying whether the shopper is signed in as every answer does. */
const pageAnswers = (isSignedIn = true) => ({
  'GET /api/checkout/validate/1': () =>
    envelope({ data: { orderIndex: 1, orderErrors: [], errors: [] }, isSignedIn }),
  'GET /api/payment/config': () =>
    envelope({ data: { provider: 'test', publishableKey: null }, isSignedIn }),
  'POST /api/checkout/begin': () => envelope({ data: ready(), isSignedIn }),
  'GET /api/landing-page/header': () =>
    envelope({ data: { earliestDeliveryDate: '2026-06-05' }, isSignedIn }),
});

describe('where the Posy Points box sits', FULL_APP, () => {
  it('on /payment, after the discount code: redeeming brings the total to pay down at once', async () => {
    const api = servePoints({ points: 7, state: ready(), answers: pageAnswers() });
    renderApp('/payment');
    const panel = await screen.findByTestId('payment-panel');
    const points = await within(panel).findByTestId('points-unclaimed');
    const boxes = [...panel.querySelectorAll('section')].map((box) => box.dataset.testid);
    expect(boxes.indexOf('points-box')).toBe(boxes.indexOf('discount-box') + 1);
    expect(points.textContent).toContain('7 points (£7.00 off)');
    expect(screen.getByTestId('payment-to-pay').textContent).toBe('£50.25');

    fireEvent.click(within(panel).getByRole('button', { name: 'Redeem' }));
    await within(panel).findByTestId('points-claimed');
    expect(screen.getByTestId('payment-points-total').textContent).toBe('−£7.00');
    expect(screen.getByTestId('payment-to-pay').textContent).toBe('£43.25');
    expect(
      within(screen.getByTestId('card-form')).getByRole('button', { name: 'Pay £43.25' }),
    ).toBeTruthy();
    expect(api.basket.pointsRedeemed).toBe(7);
  });

  it('in the checkout sidebar, below the discount code', async () => {
    servePoints({ points: 7, state: ready(), answers: pageAnswers() });
    renderApp('/checkout/1');
    const aside = await screen.findByRole('complementary', { name: 'Order summary' });
    await within(aside).findByTestId('points-unclaimed');
    const reveal = within(aside).getByTestId('discount-reveal');
    const box = within(aside).getByTestId('points-box');
    expect(reveal.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('nowhere for a guest', async () => {
    const api = servePoints({ signedIn: false, state: ready(), answers: pageAnswers(false) });
    renderApp('/payment');
    await within(await screen.findByTestId('payment-panel')).findByTestId('card-form');
    await waitFor(() => expect(api.count('/api/user-session')).toBeGreaterThan(0));
    expect(screen.queryByTestId('points-box')).toBeNull();
    expect(api.count('/api/checkout/posy-points/get')).toBe(0);
  });

  it.each(['/payment', '/checkout/1'])(
    'nowhere on %s for a business customer, who sees no discount box either (spec 000 §1)',
    async (path) => {
      const business = ready();
      const state = { ...business, customer: { ...business.customer, businessCustomer: true } };
      const api = servePoints({ points: 7, state, answers: pageAnswers() });
      renderApp(path);
      if (path === '/payment') {
        await within(await screen.findByTestId('payment-panel')).findByTestId('card-form');
      } else {
        await screen.findByRole('complementary', { name: 'Order summary' });
      }
      await waitFor(() => expect(api.count('/api/checkout/get')).toBeGreaterThan(0));
      expect(screen.queryByTestId('points-box')).toBeNull();
      expect(screen.queryByTestId('discount-box')).toBeNull();
      expect(screen.queryByTestId('discount-reveal')).toBeNull();
      expect(api.count('/api/checkout/posy-points/get')).toBe(0);
    },
  );

  it('says the points pay it all when nothing is left to pay (not the gift card)', async () => {
    const built = ready();
    const covered = {
      ...built,
      pointsRedeemed: 51,
      purchase: { ...built.purchase, totalToPay: 0 },
    };
    servePoints({ points: 60, state: covered, answers: pageAnswers() });
    renderApp('/payment');
    const form = await screen.findByTestId('gift-card-pay-form');
    expect(form.textContent).toContain(
      'Your Posy Points™ cover the whole purchase: there is £0.00 left to pay by card.',
    );
    expect(within(form).getByRole('button', { name: /Pay with Posy Points™/ })).toBeTruthy();
  });

  it('says the points and the gift card pay it all together', async () => {
    const built = ready();
    const covered = {
      ...built,
      pointsRedeemed: 50,
      purchase: { ...built.purchase, giftCardTotal: 25, totalToPay: 0 },
    };
    servePoints({ points: 60, state: covered, answers: pageAnswers() });
    renderApp('/payment');
    const form = await screen.findByTestId('gift-card-pay-form');
    expect(form.textContent).toContain(
      'Your Posy Points™ and gift card cover the whole purchase: there is £0.00 left to pay by card.',
    );
    expect(
      within(form).getByRole('button', { name: 'Pay with Posy Points™ and gift card' }),
    ).toBeTruthy();
  });
});

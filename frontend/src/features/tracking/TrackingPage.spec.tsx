import type { TrackingResponse } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp, stubApi } from '../../test/render-app';

const FULL_APP = { timeout: 20_000 };

const TRACKED: TrackingResponse = {
  orderNumber: 'P1234567',
  trackingNumber: 'TRK12345678',
  productName: 'The Harriet',
  image: '/images/x.jpg',
  recipientName: 'Ada Lovelace',
  postcode: 'SW1A 1AA',
  deliveryDate: '2026-06-05',
  methodName: 'Standard Delivery',
  status: 'with-florist',
  timeline: [
    { status: 'placed', label: 'Order placed', reached: true, at: '2026-06-01T09:05:00.000Z' },
    {
      status: 'with-florist',
      label: 'With the florist',
      reached: true,
      at: '2026-06-04T16:30:00.000Z',
    },
    { status: 'out-for-delivery', label: 'Out for delivery', reached: false, at: null },
    { status: 'delivered', label: 'Delivered', reached: false, at: null },
  ],
};

const NOT_FOUND =
  "Sorry, we couldn't find an order with that tracking number and postcode. Please check both and try again.";

function serve() {
  const api = stubApi({
    'GET /api/user-session': () => envelope({ data: null, isSignedIn: false }),
    'GET /api/tracking/SW1A%201AA/TRK12345678': () =>
      envelope({ data: TRACKED, isSignedIn: false }),
    'GET /api/tracking/E1%206AN/TRK12345678': () =>
      new Response(JSON.stringify({ data: null, error: NOT_FOUND }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

beforeEach(() => resetSessionState());
afterEach(() => vi.unstubAllGlobals());

describe('the tracking page', FULL_APP, () => {
  it('shows the order and a timeline of its four steps, reached ones marked with when', async () => {
    serve();
    renderApp('/tracking/SW1A%201AA/TRK12345678');
    const timeline = await screen.findByTestId('tracking-timeline');
    expect(document.title).toBe('Track your order | Posy');
    expect(screen.getByTestId('tracking-facts').textContent).toBe(
      'Order numberP1234567ProductThe HarrietRecipientAda Lovelace, SW1A 1AADelivery5th June 2026 by Standard Delivery',
    );
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => [step.textContent, step.getAttribute('data-reached')])).toEqual([
      ['Order placed1 June, 10:05', 'true'],
      ['With the florist4 June, 17:30', 'true'],
      ['Out for deliveryNot yet', 'false'],
      ['DeliveredNot yet', 'false'],
    ]);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([
      null,
      'step',
      null,
      null,
    ]);
    expect(steps[0].querySelector('time')?.getAttribute('datetime')).toBe(
      '2026-06-01T09:05:00.000Z',
    );
  });

  it('says plainly when the postcode and tracking number do not match an order', async () => {
    serve();
    renderApp('/tracking/E1%206AN/TRK12345678');
    const error = await screen.findByTestId('tracking-error');
    expect(error.textContent).toBe(NOT_FOUND);
    expect(error.getAttribute('role')).toBe('alert');
    expect(screen.queryByTestId('tracking-timeline')).toBeNull();
  });
});

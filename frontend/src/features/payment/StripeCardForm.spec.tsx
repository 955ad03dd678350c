import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../test/render-app';
import {
  basketAnswers,
  payableBasket,
  payCall,
  renderPanel,
  type PayCall,
} from './payment-test-app';
import { resetStripeJs, STRIPE_JS_URL, type StripeClient } from './stripe-js';

const STRIPE = { provider: 'stripe', publishableKey: 'pk_test_123' } as const;
const stripeScripts = () => document.head.querySelectorAll(`script[src="${STRIPE_JS_URL}"]`);

afterEach(() => {
  vi.unstubAllGlobals();
  resetStripeJs();
  delete window.Stripe;
  stripeScripts().forEach((script) => script.remove());
});

/** A stand-in for Stripe.js: the element mounts a marker; the card becomes `pm_from_stripe`. */
function fakeStripe() {
  const mounted: HTMLElement[] = [];
  const nextActions: string[] = [];
  const elementsOptions: unknown[] = [];
  const client: StripeClient = {
    elements: (options) => {
      elementsOptions.push(options);
      return {
        create: () => ({
          mount: (target) => {
            target.append(Object.assign(document.createElement('iframe'), { title: 'card' }));
            mounted.push(target);
          },
          destroy: () => undefined,
        }),
        update: () => undefined,
        submit: () => Promise.resolve({}),
      };
    },
    createPaymentMethod: () => Promise.resolve({ paymentMethod: { id: 'pm_from_stripe' } }),
    handleNextAction: ({ clientSecret }) => {
      nextActions.push(clientSecret);
      return Promise.resolve({});
    },
  };
  const keys: string[] = [];
  window.Stripe = (key) => {
    keys.push(key);
    return client;
  };
  return { mounted, nextActions, elementsOptions, keys };
}

// Whole-app renders with a lazily loaded card form: slow on a busy machine.
describe('paying through Stripe', { timeout: 20_000 }, () => {
  it('says the card form loads from js.stripe.com and loads Stripe.js only then', async () => {
    renderPanel(basketAnswers(payableBasket, STRIPE));
    expect((await screen.findByTestId('stripe-notice')).textContent).toBe(
      'Card payments are taken by Stripe: the secure card form below loads from js.stripe.com.',
    );
    expect(screen.queryByTestId('card-form')).toBeNull();
    await waitFor(() => expect(stripeScripts()).toHaveLength(1));
    // Until Stripe's card form has loaded there is nothing to pay with: Pay is off.
    expect(screen.getByRole('button', { name: 'Pay £50.25' }).hasAttribute('disabled')).toBe(true);
  });

  it('never loads Stripe.js for the test provider', async () => {
    renderPanel(basketAnswers(payableBasket));
    await screen.findByTestId('card-form');
    expect(stripeScripts()).toHaveLength(0);
    expect(screen.queryByTestId('stripe-notice')).toBeNull();
  });

  it('says card payments are unavailable when Stripe has no publishable key', async () => {
    renderPanel(basketAnswers(payableBasket, { provider: 'stripe', publishableKey: null }));
    expect((await screen.findByTestId('payment-config-error')).textContent).toBe(
      'Card payments are not available right now. Please try again later.',
    );
    expect(stripeScripts()).toHaveLength(0);
  });

  it("pays with Stripe's payment method, finishing a bank check in Stripe", async () => {
    const stripe = fakeStripe();
    const calls: PayCall[] = [];
    const { router } = renderPanel({
      ...basketAnswers(payableBasket, STRIPE),
      'POST /api/payment/pay': (init) => {
        calls.push(payCall(init));
        return envelope({
          data: { status: 'requires_action', paymentId: 'pay-1', clientSecret: 'pi_secret' },
          isSignedIn: false,
        });
      },
    });
    await waitFor(() => expect(stripe.mounted).toHaveLength(1));
    // Pay comes on once the form has rendered as loaded (the mount itself comes a render earlier).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pay £50.25' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    expect(stripe.keys).toEqual(['pk_test_123']);
    expect(stripe.elementsOptions).toEqual([{ mode: 'payment', amount: 5025, currency: 'gbp' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Pay £50.25' }));
    await screen.findByTestId('order-complete-stub', {}, { timeout: 15_000 });
    expect(calls.map((call) => call.body)).toEqual([{ paymentMethod: 'pm_from_stripe' }]);
    expect(stripe.nextActions).toEqual(['pi_secret']);
    expect(router.state.location.pathname).toBe('/order-complete');
  });
});

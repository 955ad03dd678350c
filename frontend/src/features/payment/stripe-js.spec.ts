import { afterEach, describe, expect, it } from 'vitest';
import { loadStripeJs, resetStripeJs, STRIPE_JS_URL, type StripeFactory } from './stripe-js';

const stripeScripts = () => document.head.querySelectorAll(`script[src="${STRIPE_JS_URL}"]`);

afterEach(() => {
  resetStripeJs();
  delete window.Stripe;
  stripeScripts().forEach((script) => script.remove());
});

describe('loading Stripe.js', () => {
  it('adds one script tag for js.stripe.com/v3, however often it is asked', async () => {
    const first = loadStripeJs();
    const second = loadStripeJs();
    expect(second).toBe(first);
    const scripts = stripeScripts();
    expect(scripts).toHaveLength(1);
    expect(STRIPE_JS_URL).toBe('https://js.stripe.com/v3');
    const factory = (() => ({})) as unknown as StripeFactory;
    window.Stripe = factory;
    scripts[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(factory);
  });

  it('says the card form could not load when the script fails, and tries again later', async () => {
    const loading = loadStripeJs();
    stripeScripts()[0].dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(
      'The card form could not be loaded. Please check your connection and try again.',
    );
    expect(stripeScripts()).toHaveLength(0);
    void loadStripeJs().catch(() => undefined);
    expect(stripeScripts()).toHaveLength(1);
  });

  it('adds no script when Stripe.js is already there', async () => {
    const factory = (() => ({})) as unknown as StripeFactory;
    window.Stripe = factory;
    await expect(loadStripeJs()).resolves.toBe(factory);
    expect(stripeScripts()).toHaveLength(0);
  });
});

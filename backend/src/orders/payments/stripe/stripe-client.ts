import Stripe from 'stripe';

/** Nest injection token of the shop's Stripe client: a `Stripe`, or null when Stripe is off. */
export const STRIPE_CLIENT = Symbol('StripeClient');

/**
 * The Stripe client, pinned to the API version this package is typed for. A network failure is
 * retried twice, with the same idempotency key (stripe-node sends it on every attempt), so a
 * payment whose answer was lost is found again rather than charged twice. `httpClient` replaces
 * the network in tests.
 */
export function createStripeClient(secretKey: string, httpClient?: Stripe.HttpClient): Stripe {
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 30_000,
    telemetry: false,
    appInfo: { name: 'posy-shop' },
    ...(httpClient ? { httpClient } : {}),
  });
}

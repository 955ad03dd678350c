/**
 * Stripe.js, loaded only when the shop takes payments through Stripe: a script tag to
 * js.stripe.com (Stripe requires it to be loaded from there; the CSP must allow it), never
 * bundled and never loaded for the test provider.
 */

export const STRIPE_JS_URL = 'https://js.stripe.com/v3';
export const STRIPE_LOAD_FAILED =
  'The card form could not be loaded. Please check your connection and try again.';

interface StripeError {
  message?: string;
}

export interface StripePaymentElement {
  mount(target: HTMLElement): void;
  destroy(): void;
}

export interface StripeElements {
  create(type: 'payment'): StripePaymentElement;
  update(options: { amount: number }): void;
  submit(): Promise<{ error?: StripeError }>;
}

/** The part of Stripe.js the payment form uses (deferred-intent Payment Element). */
export interface StripeClient {
  elements(options: { mode: 'payment'; amount: number; currency: 'gbp' }): StripeElements;
  createPaymentMethod(options: {
    elements: StripeElements;
  }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>;
  handleNextAction(options: { clientSecret: string }): Promise<{ error?: StripeError }>;
}

export type StripeFactory = (publishableKey: string) => StripeClient;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

let loading: Promise<StripeFactory> | null = null;

/** Adds the Stripe.js script once and resolves to `window.Stripe` when it has run. */
export function loadStripeJs(): Promise<StripeFactory> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  if (loading) return loading;
  loading = new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    const fail = () => {
      // A later visit to the form tries again.
      loading = null;
      script.remove();
      reject(new Error(STRIPE_LOAD_FAILED));
    };
    script.addEventListener('load', () => (window.Stripe ? resolve(window.Stripe) : fail()));
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  return loading;
}

/** For tests: forget a load in progress. */
export function resetStripeJs(): void {
  loading = null;
}

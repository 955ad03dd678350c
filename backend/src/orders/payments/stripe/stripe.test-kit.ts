import Stripe from 'stripe';
import type { PaymentOutcome } from '../payment-provider';
import type { PaymentOutcomeSink } from '../payment-outcome-sink';
import { createStripeClient } from './stripe-client';

/** One request the Stripe client sent, as it went over the wire. */
export interface SentRequest {
  method: string;
  host: string;
  path: string;
  headers: Record<string, string>;
  /** The form-encoded body, decoded (`metadata[paymentId]` stays a flat key). */
  form: Record<string, string>;
}

/** A canned answer: a status and a JSON body, or a network failure. */
export type CannedAnswer = { status: number; body: unknown } | { networkError: string };

class CannedResponse extends Stripe.HttpClientResponse {
  constructor(
    status: number,
    private readonly body: string,
  ) {
    super(status, { 'request-id': 'req_test', 'content-type': 'application/json' });
  }

  /** stripe-node hangs the status and headers on it (`lastResponse`), so an object. */
  override getRawResponse(): unknown {
    return { body: this.body };
  }

  override toJSON(): Promise<unknown> {
    return Promise.resolve(this._parseResponseBody(this.body));
  }
}

/**
 * Stripe's servers, faked at the HTTP layer: the real client builds the requests (form encoding,
 * Idempotency-Key, retries) and parses the answers into its own objects and error classes.
 */
export class FakeStripeHttp extends Stripe.HttpClient {
  readonly sent: SentRequest[] = [];
  private readonly answers: CannedAnswer[] = [];

  answer(...answers: CannedAnswer[]): this {
    this.answers.push(...answers);
    return this;
  }

  override getClientName(): string {
    return 'fake';
  }

  override makeRequest(
    host: string,
    _port: string,
    path: string,
    method: string,
    headers: Record<string, unknown>,
    requestData: string,
  ): Promise<Stripe.HttpClientResponse> {
    this.sent.push({
      method,
      host,
      path,
      headers: Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
      ),
      form: Object.fromEntries(new URLSearchParams(requestData ?? '')),
    });
    const next = this.answers.shift();
    if (!next) return Promise.reject(new Error(`No canned answer for ${method} ${path}`));
    if ('networkError' in next) {
      return Promise.reject(Object.assign(new Error(next.networkError), { code: 'ECONNRESET' }));
    }
    return Promise.resolve(new CannedResponse(next.status, JSON.stringify(next.body)));
  }
}

/** A real Stripe client talking to `http`. */
export const fakeStripeClient = (http: FakeStripeHttp): Stripe =>
  createStripeClient('sk_test_fake', http);

/** A PaymentIntent as Stripe answers it. */
export function paymentIntentJson(
  status: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id: 'pi_3Test',
    object: 'payment_intent',
    amount: 4599,
    currency: 'gbp',
    status,
    client_secret: 'pi_3Test_secret_abc',
    last_payment_error: null,
    metadata: { paymentId: 'pay-1' },
    ...extra,
  };
}

/** Stripe's error answer (HTTP 402 for card errors). */
export function stripeErrorJson(error: Record<string, unknown>): {
  error: Record<string, unknown>;
} {
  return { error: { message: 'Stripe says something we never show.', ...error } };
}

/** The sink the pay flow implements, recording what it was handed. */
export class RecordingSink implements PaymentOutcomeSink {
  readonly settled: { paymentId: string; outcome: PaymentOutcome }[] = [];
  failNext: Error | null = null;

  async settle(paymentId: string, outcome: PaymentOutcome): Promise<void> {
    if (this.failNext) {
      const error = this.failNext;
      this.failNext = null;
      throw error;
    }
    this.settled.push({ paymentId, outcome });
  }
}

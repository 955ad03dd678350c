import { Inject, NotFoundException } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STRIPE_WEBHOOK_MESSAGES, type StripeWebhookAck } from '@shop/contracts';
import type Stripe from 'stripe';
import { Clock } from '../../../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config';
import { DomainError } from '../../../../platform/domain-error';
import { PAYMENT_OUTCOME_SINK, type PaymentOutcomeSink } from '../../payment-outcome-sink';
import { STRIPE_CLIENT } from '../stripe-client';
import { outcomeOfPaymentIntent } from '../stripe-outcomes';
import { PAYMENT_ID, PAYMENT_ID_METADATA } from '../stripe-payment-provider';
import { HandleStripeWebhook } from './handle-stripe-webhook.command';
import { StripeWebhookEvents } from './stripe-webhook-events';

/** The event types that settle a payment; every other type is acknowledged and ignored. */
export const SETTLING_EVENT_TYPES: ReadonlySet<string> = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
]);

/**
 * Verifies the delivery's signature (`stripe.webhooks.constructEvent` over the exact bytes, with
 * the webhook secret and Stripe's five-minute tolerance, timed by our clock), then hands a
 * PaymentIntent's outcome to the pay flow's sink, once per event id: a redelivered event that
 * was settled is acknowledged and does nothing; a settle that fails releases the event (500), so
 * Stripe's next delivery tries again.
 */
@CommandHandler(HandleStripeWebhook)
export class HandleStripeWebhookHandler implements ICommandHandler<HandleStripeWebhook> {
  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: StripeWebhookEvents,
    private readonly clock: Clock,
    private readonly moduleRef: ModuleRef,
  ) {}

  async execute({ rawBody, signature }: HandleStripeWebhook): Promise<StripeWebhookAck> {
    const event = this.verify(rawBody, signature);
    if (!SETTLING_EVENT_TYPES.has(event.type)) return { eventId: event.id, result: 'ignored' };
    const intent = event.data.object as Stripe.PaymentIntent;
    const paymentId = intent.metadata?.[PAYMENT_ID_METADATA];
    // A PaymentIntent someone else made on the same Stripe account (a dashboard charge).
    if (!paymentId || !PAYMENT_ID.test(paymentId)) return { eventId: event.id, result: 'ignored' };

    const claim = await this.events.claim({
      eventId: event.id,
      type: event.type,
      paymentId,
      now: this.clock.now(),
    });
    if (claim === 'settled') return { eventId: event.id, result: 'duplicate' };
    if (claim === 'in-progress') throw new DomainError(STRIPE_WEBHOOK_MESSAGES.inProgress, 409);
    try {
      await this.sink().settle(paymentId, outcomeOfPaymentIntent(intent));
    } catch (error) {
      await this.events.release(event.id);
      throw error;
    }
    await this.events.markSettled(event.id, this.clock.now());
    return { eventId: event.id, result: 'settled' };
  }

  private verify(rawBody: Buffer | null, signature: string | null): Stripe.Event {
    const secret = this.config.stripe?.webhookSecret;
    if (!this.stripe || !secret) throw new NotFoundException();
    if (!rawBody || rawBody.length === 0 || !signature) {
      throw new DomainError(STRIPE_WEBHOOK_MESSAGES.badSignature, 400);
    }
    try {
      return this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        secret,
        undefined,
        undefined,
        this.clock.now().getTime(),
      );
    } catch {
      // A bad or stale signature, or (signed, so Stripe's own) JSON we cannot read.
      throw new DomainError(STRIPE_WEBHOOK_MESSAGES.badSignature, 400);
    }
  }

  /** The pay flow's sink, wherever the application provides it (StripeModule checks at boot). */
  private sink(): PaymentOutcomeSink {
    return this.moduleRef.get<PaymentOutcomeSink>(PAYMENT_OUTCOME_SINK, { strict: false });
  }
}

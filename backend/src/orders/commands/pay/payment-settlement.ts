import { randomInt } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { PAYMENT_MESSAGES, type PayResponse, type PaymentDeclined } from '@shop/contracts';
import {
  BasketCommandRunner,
  basketStreamOf,
  CheckoutStateQueries,
  type CommandContext,
  type PaymentInProgress,
} from '../../../basket';
import { DomainError } from '../../../platform/domain-error';
import { basketIdOf } from '../../../platform/http/shop-session';
import { WrongExpectedVersionError } from '../../../platform/event-store/event-store.errors';
import type { StreamAppend } from '../../../platform/event-store/event-store.types';
import { confirmDiscountUse, releaseDiscountUse } from '../../../discount';
import { PointsLedgerService } from '../../../points';
import { newOrderNumber, newTrackingNumber } from '../../domain/order-numbers';
import { paidInFull } from '../../domain/paid-in-full';
import { placePurchase } from '../../domain/placing';
import { GIFT_CARD_WALLET, type GiftCardWallet } from '../../payments/gift-card-wallet';
import {
  PAYMENT_PROVIDER,
  type PaymentOutcome,
  type PaymentProvider,
} from '../../payments/payment-provider';
import { decidingAgainOnBalanceRace } from './balance-race';
import { unlessConfirmed } from './payment-not-confirmed';
import { readyAt } from './readiness';

/** Order numbers are random: on the rare clash with an existing order, draw again. */
const PLACING_ATTEMPTS = 5;

/**
 * Ends a payment attempt that has begun (PaymentStarted on the basket): takes the money through
 * the provider and then either places the basket (BasketPlaced + one OrderPlaced per order, one
 * transaction) or declines it (PaymentDeclined + the gift card given back, one transaction).
 * Every step can be run again for the same attempt without charging, placing or giving back
 * twice: the provider is called with the attempt's own idempotency key, and the basket refuses
 * to end an attempt that has already ended.
 */
@Injectable()
export class PaymentSettlement {
  private readonly logger = new Logger(PaymentSettlement.name);

  constructor(
    private readonly runner: BasketCommandRunner,
    private readonly checkout: CheckoutStateQueries,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(GIFT_CARD_WALLET) private readonly wallet: GiftCardWallet,
    private readonly points: PointsLedgerService,
  ) {}

  /**
   * Carries an attempt on from wherever it stopped. Recording its outcome failing for any reason
   * but a refusal answers 503 (PaymentNotConfirmed): the attempt stays open for a retry or the
   * reconciler.
   */
  async resume(payment: PaymentInProgress, context: CommandContext): Promise<PayResponse> {
    const purchase = { ...context, correlationId: payment.purchaseId };
    if (payment.amount === 0) {
      return this.place(payment, null, purchase).catch(unlessConfirmed(payment));
    }
    let outcome: PaymentOutcome;
    try {
      outcome = await this.provider.createPayment({
        paymentId: payment.paymentId,
        amount: payment.amount,
        currency: 'gbp',
        paymentMethod: payment.paymentMethod,
        description: `Posy purchase ${payment.purchaseId}`,
        idempotencyKey: payment.paymentId,
      });
    } catch (error) {
      // The provider's answer is unknown: ask it. Never seen → nothing charged, decline.
      this.logger.warn(
        `Payment ${payment.paymentId} failed to reach the provider: ${String(error)}`,
      );
      const known = await this.provider.confirm(payment.paymentId).catch(() => undefined);
      if (known === undefined) throw new DomainError(PAYMENT_MESSAGES.inProgress, 409);
      outcome = known ?? {
        status: 'failed',
        providerPaymentId: null,
        reason: 'processing_error',
        message: PAYMENT_MESSAGES.processingError,
      };
    }
    return this.settle(payment, outcome, purchase).catch(unlessConfirmed(payment));
  }

  /** Acts on what the provider said about an attempt. Declines throw 402 with its words. */
  async settle(
    payment: PaymentInProgress,
    outcome: PaymentOutcome,
    context: CommandContext,
  ): Promise<PayResponse> {
    switch (outcome.status) {
      case 'succeeded':
        return this.place(payment, outcome.providerPaymentId, context).catch((error: unknown) =>
          this.refundIfEndedWithout(payment, outcome.providerPaymentId, context, error),
        );
      case 'requires_action':
        return {
          status: 'requires_action',
          paymentId: payment.paymentId,
          clientSecret: outcome.clientSecret,
        };
      case 'declined':
      case 'failed':
        await this.decline(payment, outcome.reason, outcome.message, context);
        throw new DomainError(outcome.message, 402);
      default: {
        const unknown: never = outcome;
        throw new Error(`Unknown payment outcome ${JSON.stringify(unknown)}`);
      }
    }
  }

  /**
   * Placing was refused because the attempt had ended without this charge (the reconciler or
   * another instance declined it while the provider was taking the money, or another attempt
   * placed the basket): nothing is placed for the money, so it goes back (once: the refund's key
   * is the attempt's), and the refusal stands. A basket that changed was refunded already.
   */
  private async refundIfEndedWithout(
    payment: PaymentInProgress,
    providerPaymentId: string,
    context: CommandContext,
    error: unknown,
  ): Promise<never> {
    if (error instanceof DomainError && error.message !== PAYMENT_MESSAGES.basketChanged) {
      const state = await this.runner.state(context);
      const ended = state.payment?.paymentId !== payment.paymentId;
      if (ended && state.placed?.paymentId !== payment.paymentId) {
        this.logger.warn(`Payment ${payment.paymentId} was taken after it had ended: refunded`);
        await this.provider.refund(
          providerPaymentId,
          payment.amount,
          `refund-${payment.paymentId}`,
        );
      }
    }
    throw error;
  }

  /**
   * The basket opens again; the gift card and the customer's Posy Points get back what this
   * attempt took from them, in the same transaction. Each give-back is decided at the version of
   * the card's or ledger's stream it read: when something else wrote there meanwhile (an order's
   * points credited, the card used elsewhere), it is read and decided again.
   */
  async decline(
    payment: PaymentInProgress,
    reason: PaymentDeclined['data']['reason'],
    message: string,
    context: CommandContext,
    marker: Pick<PaymentDeclined['data'], 'settledBy'> = {},
  ): Promise<void> {
    const { paymentId, purchaseId } = payment;
    await decidingAgainOnBalanceRace(async () => {
      const givenBack = await this.givingBack(payment);
      await this.runner.run(
        { type: 'DeclinePayment', data: { paymentId, reason, message, ...marker } },
        { ...context, correlationId: purchaseId },
        { alongside: () => givenBack, work: () => releaseDiscountUse(paymentId) },
      );
    });
  }

  /** What the gift card and the points ledger get back from an attempt, as their appends. */
  private async givingBack(payment: PaymentInProgress): Promise<StreamAppend[]> {
    const { paymentId, purchaseId, giftCard } = payment;
    const reversal = giftCard
      ? await this.wallet.reversal(giftCard.code, {
          paymentId,
          purchaseId,
          amount: giftCard.amount,
        })
      : null;
    const pointsBack =
      payment.points > 0 && payment.customerId
        ? await this.points.returnAppend(payment.customerId, paymentId)
        : null;
    return [reversal, pointsBack].filter((a): a is StreamAppend => a !== null);
  }

  /**
   * The basket no longer matches what was charged: the attempt is declined (gift card and points
   * given back) and the card's charge refunded (once: the refund's key is the attempt's).
   */
  private async refuseChangedBasket(
    payment: PaymentInProgress,
    providerPaymentId: string | null,
    context: CommandContext,
  ): Promise<never> {
    this.logger.error(
      `Payment ${payment.paymentId} does not cover its basket: refunded, not placed`,
    );
    // Refunded before the attempt closes: if the refund fails, the attempt stays open and the
    // reconciler comes back to it (the refund's key makes a second try refund once).
    if (providerPaymentId !== null && payment.amount > 0) {
      await this.provider.refund(providerPaymentId, payment.amount, `refund-${payment.paymentId}`);
    }
    await this.decline(payment, 'basket_changed', PAYMENT_MESSAGES.basketChanged, context);
    throw new DomainError(PAYMENT_MESSAGES.basketChanged, 409);
  }

  /** Paid: the basket closes and each of its orders becomes a placed order with a number. */
  async place(
    payment: PaymentInProgress,
    providerPaymentId: string | null,
    context: CommandContext,
  ): Promise<PayResponse> {
    const basketId = basketIdOf(context.session);
    // The basket has refused every change since PaymentStarted: this is what was paid for. Had
    // it moved all the same, nothing unpaid or unready is placed: the charge goes back.
    const state = await this.checkout.forStream(basketStreamOf(context.session));
    if (!paidInFull(state, payment) || !readyAt(state, new Date(payment.startedAt))) {
      return this.refuseChangedBasket(payment, providerPaymentId, context);
    }
    const { affiliate } = await this.runner.state(context);
    for (let attempt = 1; ; attempt++) {
      const numbers = state.purchase.orders.map(() => ({
        orderNumber: newOrderNumber(randomInt),
        trackingNumber: newTrackingNumber(randomInt),
      }));
      const placed = placePurchase(
        state,
        numbers,
        // The payer recorded when the attempt began: a webhook settling it has no session.
        { purchaseId: payment.purchaseId, basketId, customerId: payment.customerId ?? null },
        affiliate,
      );
      try {
        await this.runner.run(
          {
            type: 'PlaceBasket',
            data: {
              purchaseId: payment.purchaseId,
              paymentId: payment.paymentId,
              provider: payment.provider,
              providerPaymentId,
              orders: placed.refs,
              total: payment.total,
              giftCardTotal: payment.giftCard?.amount ?? 0,
              totalToPay: payment.amount,
              pointsRedeemed: payment.points,
            },
          },
          { ...context, correlationId: payment.purchaseId },
          {
            alongside: () =>
              placed.orderStreams.map(({ streamId, event }) => ({
                streamId,
                expected: 'no_stream' as const,
                events: [event],
              })),
            work: () => confirmDiscountUse(payment.paymentId),
          },
        );
        return {
          status: 'paid',
          purchaseId: payment.purchaseId,
          orderNumbers: numbers.map((n) => n.orderNumber),
        };
      } catch (error) {
        const clash =
          error instanceof WrongExpectedVersionError && error.streamId.startsWith('order-');
        if (!clash || attempt >= PLACING_ATTEMPTS) throw error;
      }
    }
  }
}

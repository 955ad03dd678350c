import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  GIFT_CARD_MESSAGES,
  PAYMENT_MESSAGES,
  POINTS_MESSAGES,
  type CheckoutState,
  type PayResponse,
} from '@shop/contracts';
import {
  BasketCommandRunner,
  basketStreamOf,
  CheckoutStateQueries,
  type BasketState,
  type CommandContext,
  type PaymentInProgress,
} from '../../../basket';
import { DiscountApplication, DiscountUseRefused, reserveDiscountUse } from '../../../discount';
import { Clock } from '../../../platform/clock/clock';
import { DomainError } from '../../../platform/domain-error';
import { StreamQueue } from '../../../platform/event-store/stream-queue';
import type { StreamAppend } from '../../../platform/event-store/event-store.types';
import { basketIdOf } from '../../../platform/http/shop-session';
import { PointsLedgerService } from '../../../points';
import { GIFT_CARD_WALLET, type GiftCardWallet } from '../../payments/gift-card-wallet';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../payments/payment-provider';
import { GiftCardApplication, usable } from '../apply-gift-card/gift-card-application';
import { decidingAgainOnBalanceRace } from './balance-race';
import { unlessConfirmed } from './payment-not-confirmed';
import { PaymentSettlement } from './payment-settlement';
import { assertReadyToPay } from './readiness';

/** An attempt with no outcome for this long may be settled by a new one (after a crash). */
export const STALE_PAYMENT_MS = 2 * 60 * 1000;

/**
 * Who pays when nothing is left for a card: the gift card (with any points), the points, or
 * nobody (a discount code made the purchase free).
 */
function noCardPayment(giftCard: boolean, points: boolean) {
  if (giftCard) return { provider: 'gift card', paymentMethod: 'gift_card' };
  if (points) return { provider: 'posy points', paymentMethod: 'posy_points' };
  return { provider: 'free', paymentMethod: 'none' };
}

export interface PayAttempt {
  paymentMethod: string;
  giftCardCode?: string;
  idempotencyKey: string;
}

/**
 * `POST /api/payment/pay`. Payments for one basket run one at a time in this instance, and the
 * basket's PaymentStarted (appended at the version read) settles races between instances, so a
 * double click, a retry or two tabs charge once and place once:
 * - a paid basket answers its purchase again (nothing charged);
 * - the same Idempotency-Key carries the attempt in progress on;
 * - another attempt in progress answers 409 'please wait', unless it is stale (its outcome is
 *   then asked of the provider and settled first).
 */
@Injectable()
export class PurchasePayment {
  private readonly queue = new StreamQueue();

  constructor(
    private readonly runner: BasketCommandRunner,
    private readonly checkout: CheckoutStateQueries,
    private readonly settlement: PaymentSettlement,
    private readonly giftCards: GiftCardApplication,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(GIFT_CARD_WALLET) private readonly wallet: GiftCardWallet,
    private readonly clock: Clock,
    private readonly discounts: DiscountApplication,
    private readonly points: PointsLedgerService,
  ) {}

  pay(attempt: PayAttempt, context: CommandContext): Promise<PayResponse> {
    return this.queue.run(basketStreamOf(context.session), async () => {
      try {
        return await this.attempt(attempt, context);
      } catch (error) {
        // Another instance finished this basket's payment first: answer its purchase. A basket
        // that cannot be read now (the database is away) keeps the first failure's answer.
        const placed = (await this.runner.state(context).catch(() => null))?.placed;
        if (placed) return paid(placed);
        throw error;
      }
    });
  }

  private async attempt(attempt: PayAttempt, context: CommandContext): Promise<PayResponse> {
    let state = await this.runner.state(context);
    if (state.placed) return paid(state.placed);
    if (state.payment && state.payment.idempotencyKey !== attempt.idempotencyKey) {
      state = await this.settleOther(state.payment, context);
      if (state.placed) return paid(state.placed);
    }
    const payment = state.payment ?? (await this.start(attempt, context));
    return this.settlement.resume(payment, context);
  }

  /** Begins a new attempt: checks, then PaymentStarted (with the card's redemption). */
  private async start(attempt: PayAttempt, context: CommandContext): Promise<PaymentInProgress> {
    if (attempt.giftCardCode) await this.giftCards.apply(attempt.giftCardCode, context);
    const ready = await this.checkout.forStream(basketStreamOf(context.session));
    assertReadyToPay(ready, this.clock.now());
    // The code again, now the buyer is known: one it may no longer take comes off first.
    await this.discounts.checkBeforePayment(context, ready.customer.email);
    return decidingAgainOnBalanceRace(async () => {
      const { checkout: state, version } = await this.checkout.forStreamWithVersion(
        basketStreamOf(context.session),
      );
      assertReadyToPay(state, this.clock.now());
      const amount = state.purchase.totalToPay;
      this.assertMethod(attempt.paymentMethod, amount);
      const giftCard = await this.giftCardShare(state, context);
      const paymentId = randomUUID();
      const purchaseId = randomUUID();
      const data = {
        paymentId,
        idempotencyKey: attempt.idempotencyKey,
        purchaseId,
        ...(amount === 0
          ? noCardPayment(giftCard !== null, state.pointsRedeemed > 0)
          : { provider: this.provider.name, paymentMethod: attempt.paymentMethod }),
        total: state.purchase.total,
        giftCard,
        amount,
        startedAt: this.clock.now().toISOString(),
        customerId: context.session.customerId ?? null,
      };
      const redemption = giftCard
        ? await this.wallet.redemption(giftCard.code, {
            paymentId,
            purchaseId,
            amount: giftCard.amount,
          })
        : null;
      const spending = await this.pointsSpent(state, context, { paymentId, purchaseId });
      const alongside = [redemption, spending].filter((a): a is StreamAppend => a !== null);
      // The code's use is reserved in the same transaction: racing payments cannot all take it.
      const use = await this.discounts.useFor(state);
      // Another purchase spending from the card or the points first fails this on the version.
      await this.runner
        .run(
          {
            type: 'StartPayment',
            data: { ...data, points: state.pointsRedeemed, basketVersion: version },
          },
          { ...context, correlationId: purchaseId },
          {
            alongside: () => alongside,
            ...(use && { work: () => reserveDiscountUse(use, paymentId) }),
          },
        )
        .catch((error: unknown) => {
          if (error instanceof DiscountUseRefused) {
            return this.discounts.refusedAtPayment(error, context);
          }
          throw error;
        });
      const started = (await this.runner.state(context)).payment;
      if (!started) throw new DomainError(PAYMENT_MESSAGES.noPaymentInProgress, 409);
      return started;
    });
  }

  /**
   * The Posy Points claimed on the basket, taken off the paying customer's ledger in the same
   * transaction as PaymentStarted (at the version read: two sessions of one customer paying at
   * once cannot both spend them). Points claimed by anyone but the signed-in payer are refused.
   */
  private async pointsSpent(
    state: CheckoutState,
    context: CommandContext,
    ids: { paymentId: string; purchaseId: string },
  ): Promise<StreamAppend | null> {
    const points = state.pointsRedeemed;
    if (points === 0) return null;
    const customerId = context.session.customerId;
    const claim = (await this.runner.state(context)).points;
    if (!customerId || claim?.customerId !== customerId) {
      throw new DomainError(POINTS_MESSAGES.failure, 409);
    }
    return this.points.spendAppend(customerId, {
      ...ids,
      basketId: basketIdOf(context.session),
      points,
    });
  }

  /**
   * What the applied card pays now. When its balance has moved since it was applied (another
   * purchase spent some), the basket records the new balance and the shopper is told to check
   * the amount before paying again: nothing is charged on a total they have not seen.
   */
  private async giftCardShare(
    state: CheckoutState,
    context: CommandContext,
  ): Promise<{ code: string; amount: number } | null> {
    // Points that already pay it all leave the applied card nothing to pay: it is not touched.
    if (!state.giftCard || state.purchase.giftCardTotal === 0) return null;
    const funds = await this.wallet.fundsOf(state.giftCard.code);
    if (funds.balance !== state.giftCard.balance || funds.expired) {
      if (!funds.expired && funds.balance > 0) await this.giftCards.record(funds, context);
      usable(funds);
      throw new DomainError(GIFT_CARD_MESSAGES.balanceChanged, 409);
    }
    return { code: state.giftCard.code, amount: state.purchase.giftCardTotal };
  }

  private assertMethod(method: string, amount: number): void {
    if (amount === 0) return;
    if (method === 'gift_card') throw new DomainError(PAYMENT_MESSAGES.cardNeeded, 400);
    if (this.provider.acceptsMethod && !this.provider.acceptsMethod(method)) {
      throw new DomainError(PAYMENT_MESSAGES.unknownMethod, 400);
    }
  }

  /**
   * Another attempt is in progress. A recent one is left alone (409 'please wait'); a stale one
   * (its request died) is settled by what the provider knows of it.
   */
  private async settleOther(
    payment: PaymentInProgress,
    context: CommandContext,
  ): Promise<BasketState> {
    const age = this.clock.now().getTime() - Date.parse(payment.startedAt);
    if (age < STALE_PAYMENT_MS) throw new DomainError(PAYMENT_MESSAGES.inProgress, 409);
    const purchase = { ...context, correlationId: payment.purchaseId };
    const known = payment.amount === 0 ? null : await this.provider.confirm(payment.paymentId);
    if (known?.status === 'succeeded' || (payment.amount === 0 && known === null)) {
      await this.settlement
        .place(payment, known?.providerPaymentId ?? null, purchase)
        .catch(unlessConfirmed(payment));
    } else if (known?.status === 'requires_action') {
      throw new DomainError(PAYMENT_MESSAGES.inProgress, 409);
    } else {
      await this.settlement
        .decline(payment, 'abandoned', PAYMENT_MESSAGES.abandoned, purchase)
        .catch(unlessConfirmed(payment));
    }
    return this.runner.state(context);
  }
}

const paid = (placed: NonNullable<BasketState['placed']>): PayResponse => ({
  status: 'paid',
  purchaseId: placed.purchaseId,
  orderNumbers: [...placed.orderNumbers],
});

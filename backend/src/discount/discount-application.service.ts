import { Injectable } from '@nestjs/common';
import {
  DISCOUNT_MESSAGES,
  londonIsoDate,
  MAX_DISCOUNT_CODE_LENGTH,
  normaliseDiscountCode,
  type CheckoutState,
  type DiscountMessage,
  type DiscountState,
} from '@shop/contracts';
import { BasketCommandRunner, type BasketState, type CommandContext } from '../basket';
import { Clock } from '../platform/clock/clock';
import { SqlDatabase } from '../platform/database/sql-database';
import { DomainError } from '../platform/domain-error';
import { refundRateLimit, takeRateLimits } from '../platform/rate-limit/rate-limit';
import { DISCOUNT_ATTEMPT_LIMITS } from './commands/discount-attempts';
import { DiscountCodes } from './discount-codes.service';
import type { DiscountUse, DiscountUseRefused } from './uses/discount-uses';
import {
  appliedMessages,
  errorMessage,
  refusalOf,
  type DiscountCodeDefinition,
} from './domain/discount-code';

/** Who is trying a code: their session (its basket) and the address Express trusts. */
export interface DiscountAttempt {
  context: CommandContext;
  address: string;
}

/**
 * Puts codes on baskets and takes them off (docs/rules-checkout.md "Discount",
 * docs/business-rules.md "Discount codes and affiliates"): looks the code up, checks its dates and
 * limits, and runs the basket's `ApplyDiscount`, which resolves it against the basket. Tries are
 * counted per session and per address in the database (a code that goes on is given back, so only
 * wrong ones stay counted); past the limits every attempt is refused with a 429 until the window
 * passes. Before a payment, the code is checked again for the buyer (`checkBeforePayment`).
 */
@Injectable()
export class DiscountApplication {
  constructor(
    private readonly codes: DiscountCodes,
    private readonly runner: BasketCommandRunner,
    private readonly sql: SqlDatabase,
    private readonly clock: Clock,
  ) {}

  /** The basket's code and what it says now (`GET /api/discount/get`). */
  async current(context: CommandContext): Promise<DiscountState> {
    return stateOf(await this.runner.state(context));
  }

  /** `POST /api/discount/apply`: the code as typed (any case, any spaces). */
  async apply(typed: string, attempt: DiscountAttempt): Promise<DiscountState> {
    const code = normaliseDiscountCode(typed);
    if (code === '') throw new DomainError(DISCOUNT_MESSAGES.emptyCode, 400);
    if (code.length > MAX_DISCOUNT_CODE_LENGTH) {
      throw new DomainError(DISCOUNT_MESSAGES.codeTooLong, 400);
    }
    // Every try counts up front, in one transaction with the check, so a burst of guesses in
    // parallel cannot all slip under the limit; a code that goes on is given back.
    const hits = this.hitsOf(attempt);
    const now = this.clock.now();
    await this.sql.transaction(() => takeRateLimits(hits, now, DISCOUNT_MESSAGES.tooManyAttempts));
    const giveBack = () =>
      this.sql.transaction(function* () {
        for (const hit of hits) yield* refundRateLimit(hit);
      });
    try {
      const found = await this.codes.find(code);
      if (!found) return await this.refused(attempt, errorMessage(DISCOUNT_MESSAGES.unknownCode));
      const refusal = await this.refusalFor(found, attempt.context);
      if (refusal) {
        return await this.refused(attempt, errorMessage(refusal.message, refusal.fallbackCode));
      }
      const state = await this.put(found, null, attempt.context);
      await giveBack();
      return state;
    } catch (error) {
      // Refused for another reason (a payment under way, a business customer): not a guess.
      await giveBack();
      throw error;
    }
  }

  /**
   * `POST /api/affiliate`: the code an affiliate's link brings (`newbox15` → `NEWBOX15`). An
   * unknown affiliate, or a code that cannot be used now, answers a warning and changes nothing.
   */
  async applyAffiliate(affiliateId: string, context: CommandContext): Promise<DiscountState> {
    const found = await this.codes.forAffiliate(affiliateId);
    const refusal = found ? await this.refusalFor(found, context) : null;
    if (!found || refusal) {
      const warning: DiscountMessage = {
        status: 'warning',
        message: refusal?.message ?? DISCOUNT_MESSAGES.unknownAffiliate,
        isCodeVisible: true,
        fallbackCode: refusal?.fallbackCode ?? null,
      };
      return { code: (await this.current(context)).code, messages: [warning] };
    }
    return this.put(found, found.affiliateId, context);
  }

  /**
   * Before a payment starts: the basket's code is checked again against today and the buyer's
   * email (now known), so a code used up, expired, or already used by this buyer since it was
   * applied comes off and the shopper is told (409) before being charged the new total.
   */
  async checkBeforePayment(context: CommandContext, buyerEmail: string): Promise<void> {
    const basket = await this.runner.state(context);
    if (!basket.discount) return;
    const found = await this.codes.find(basket.discount.code);
    const today = londonIsoDate(this.clock.now());
    const refusal = found
      ? refusalOf(found, today, await this.codes.usage(found.code, buyerEmail))
      : { message: DISCOUNT_MESSAGES.unknownCode, fallbackCode: null };
    if (!refusal) return;
    await this.runner.run({ type: 'RemoveDiscount', data: {} }, context);
    throw new DomainError(`${refusal.message} ${DISCOUNT_MESSAGES.removedBeforePayment}`, 409);
  }

  /**
   * The use of the basket's code that a payment starting now makes, to reserve in its
   * transaction: null when there is no code, when it takes nothing off (then it is not counted
   * as used) or when it has no limits.
   */
  async useFor(checkout: CheckoutState): Promise<DiscountUse | null> {
    const code = checkout.discountCode;
    const takesOff = checkout.purchase.orders.some((order) =>
      order.orderItems.some((item) => item.discountAmount > 0),
    );
    if (!code || !takesOff) return null;
    const found = await this.codes.find(code);
    if (!found || (found.usageLimit === null && found.perCustomerLimit === null)) return null;
    return {
      code,
      customerEmail: checkout.customer.email.toLowerCase(),
      usageLimit: found.usageLimit,
      perCustomerLimit: found.perCustomerLimit,
    };
  }

  /**
   * A payment whose code's limits other payments took first (its reservation was refused): the
   * code comes off the basket and the shopper is told, as `checkBeforePayment` tells them.
   */
  async refusedAtPayment(refusal: DiscountUseRefused, context: CommandContext): Promise<never> {
    await this.runner.run({ type: 'RemoveDiscount', data: {} }, context);
    throw new DomainError(`${refusal.message} ${DISCOUNT_MESSAGES.removedBeforePayment}`, 409);
  }

  /** `GET /api/discount/remove`: the basket's code off (nothing when there is none). */
  async remove(context: CommandContext): Promise<DiscountState> {
    await this.runner.run({ type: 'RemoveDiscount', data: {} }, context);
    return this.current(context);
  }

  private async put(
    found: DiscountCodeDefinition,
    affiliateId: string | null,
    context: CommandContext,
  ): Promise<DiscountState> {
    await this.runner.run(
      {
        type: 'ApplyDiscount',
        data: {
          code: found.code,
          isCodeVisible: found.isCodeVisible,
          rule: found.rule,
          affiliateId,
          // Set by staff on the customer; read with the session (docs/rules-checkout.md "Shoppers":
          // no discount panel).
          businessCustomer: context.session.businessCustomer ?? false,
        },
      },
      context,
    );
    return this.current(context);
  }

  /** Why `found` cannot go on this basket today (dates, usage in all and by this buyer). */
  private async refusalFor(found: DiscountCodeDefinition, context: CommandContext) {
    const basket = await this.runner.state(context);
    const email = basket.customer?.email ?? context.session.email ?? '';
    const today = londonIsoDate(this.clock.now());
    return refusalOf(found, today, await this.codes.usage(found.code, email));
  }

  /** A wrong code (already counted): its message; the basket's code stays as it was. */
  private async refused(
    attempt: DiscountAttempt,
    message: DiscountMessage,
  ): Promise<DiscountState> {
    const { code } = await this.current(attempt.context);
    return { code, messages: [message] };
  }

  /** Always address first, then session: transactions lock the counters in the same order. */
  private hitsOf({ context, address }: DiscountAttempt) {
    return [
      { rule: DISCOUNT_ATTEMPT_LIMITS.perAddress, subject: address },
      { rule: DISCOUNT_ATTEMPT_LIMITS.perSession, subject: context.session.id },
    ];
  }
}

/** The discount state of a basket: its code and its message, or nothing. */
function stateOf(basket: BasketState): DiscountState {
  const applied = basket.discount;
  if (!applied) return { code: null, messages: [] };
  return {
    code: applied.code,
    messages: appliedMessages({ ...applied, qualifies: applied.effect.qualifies }),
  };
}

import { Injectable } from '@nestjs/common';
import { POINTS_MESSAGES, type PointsResponse } from '@shop/contracts';
import { BasketCommandRunner, redeemablePoints, type CommandContext } from '../../basket';
import { DomainError } from '../../platform/domain-error';
import { PointsLedgerService } from '../points-ledger.service';

/**
 * Posy Points at checkout (docs/rules-checkout.md "Posy Points", "Validation";
 * docs/business-rules.md "Posy Points"): what the signed-in customer has and what this basket may
 * take, putting them on (`RedeemPoints`, a basket event) and taking them off. Guests and business
 * customers cannot redeem. Nothing leaves the ledger here: the payment takes the points claimed
 * when it starts.
 */
@Injectable()
export class PointsAtCheckout {
  constructor(
    private readonly ledger: PointsLedgerService,
    private readonly runner: BasketCommandRunner,
  ) {}

  /** `GET /api/checkout/posy-points/get`: {total, redeemable}. */
  async current(context: CommandContext): Promise<PointsResponse> {
    const customerId = signedIn(context);
    if (context.session.businessCustomer) {
      throw new DomainError(POINTS_MESSAGES.businessCustomer, 403);
    }
    const [total, state] = await Promise.all([
      this.ledger.balanceOf(customerId),
      this.runner.state(context),
    ]);
    return { total, redeemable: redeemablePoints(state, total) };
  }

  /** `GET /api/checkout/posy-points/redeem`: as many points as the basket can take. */
  async redeem(context: CommandContext): Promise<void> {
    const customerId = signedIn(context);
    const balance = await this.ledger.balanceOf(customerId);
    // The basket's decider refuses business customers (as it does their discount codes).
    const businessCustomer = context.session.businessCustomer === true;
    await this.runner.run(
      { type: 'RedeemPoints', data: { customerId, balance, businessCustomer } },
      context,
    );
  }

  /** `GET /api/checkout/posy-points/remove`: the claim off; nothing when there is none. */
  async remove(context: CommandContext): Promise<void> {
    await this.runner.run({ type: 'RemovePoints', data: {} }, context);
  }
}

/** The signed-in customer whose points these are; guests are refused. */
function signedIn({ session }: CommandContext): string {
  if (!session.customerId) throw new DomainError(POINTS_MESSAGES.signInRequired, 403);
  return session.customerId;
}

import { Inject, Injectable } from '@nestjs/common';
import { GIFT_CARD_MESSAGES, giftCardExpiredMessage, type CheckoutState } from '@shop/contracts';
import {
  BasketCommandRunner,
  basketStreamOf,
  CheckoutStateQueries,
  type CommandContext,
} from '../../../basket';
import { DomainError } from '../../../platform/domain-error';
import {
  GIFT_CARD_WALLET,
  type GiftCardFunds,
  type GiftCardWallet,
} from '../../payments/gift-card-wallet';

/**
 * Putting a gift card towards the purchase: the card must exist, not have expired, have money
 * on it and have something to pay for (flowers and gifts, not another gift card). Recorded on
 * the basket with the balance it had, so the checkout state's `giftCardTotal` and `totalToPay`
 * show what it will take.
 */
@Injectable()
export class GiftCardApplication {
  constructor(
    private readonly runner: BasketCommandRunner,
    private readonly checkout: CheckoutStateQueries,
    @Inject(GIFT_CARD_WALLET) private readonly wallet: GiftCardWallet,
  ) {}

  /** `typed` as the shopper typed it: the ledger reads it (spaces, dashes, case) and finds it. */
  async apply(typed: string, context: CommandContext): Promise<void> {
    const funds = usable(await this.wallet.fundsOf(typed));
    const state = await this.checkout.forStream(basketStreamOf(context.session));
    if (!hasSomethingACardPays(state)) {
      throw new DomainError(GIFT_CARD_MESSAGES.notForGiftCards, 400);
    }
    await this.record(funds, context);
  }

  /** Records the card's balance now (when another purchase has spent some of it since). */
  async record(funds: GiftCardFunds, context: CommandContext): Promise<void> {
    const { code, balance, expiresOn } = funds;
    await this.runner.run({ type: 'ApplyGiftCard', data: { code, balance, expiresOn } }, context);
  }

  remove(context: CommandContext): Promise<unknown> {
    return this.runner.run({ type: 'RemoveGiftCard', data: {} }, context);
  }
}

/** The card's funds, or the shopper's words for why it cannot pay. */
export function usable(funds: GiftCardFunds): GiftCardFunds {
  if (funds.expired) throw new DomainError(giftCardExpiredMessage(funds.expiresOn), 400);
  if (funds.balance <= 0) throw new DomainError(GIFT_CARD_MESSAGES.noBalance, 400);
  return funds;
}

const hasSomethingACardPays = (state: CheckoutState): boolean =>
  state.purchase.orders.some((order) => !order.isGiftCard);

import { Injectable } from '@nestjs/common';
import {
  GIFT_CARD_MESSAGES,
  giftCardExpiredMessage,
  giftCardStreamId,
  londonIsoDate,
  type GiftCardEvent,
} from '@shop/contracts';
import { Clock } from '../../platform/clock/clock';
import { DomainError } from '../../platform/domain-error';
import { EventStore } from '../../platform/event-store/event-store';
import type { StreamAppend } from '../../platform/event-store/event-store.types';
import type { GiftCardFunds, GiftCardRedemption, GiftCardWallet } from './gift-card-wallet';

interface Ledger {
  version: number;
  funds: GiftCardFunds;
  redeemed: Map<string, number>;
  reversed: Set<string>;
}

/** The gift card ledger, read from its stream (`giftcard-{code}`) and decided on here. */
@Injectable()
export class EventStoreGiftCardWallet implements GiftCardWallet {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async fundsOf(code: string): Promise<GiftCardFunds> {
    return (await this.ledger(code)).funds;
  }

  async redemption(code: string, redemption: GiftCardRedemption): Promise<StreamAppend> {
    const { version, funds, redeemed } = await this.ledger(code);
    if (funds.expired) throw new DomainError(giftCardExpiredMessage(funds.expiresOn), 409);
    // Each attempt has its own payment id; taking twice for one would be a bug, not a retry.
    if (redeemed.has(redemption.paymentId)) {
      throw new Error(`Payment ${redemption.paymentId} already took from gift card ${code}`);
    }
    if (funds.balance <= 0) throw new DomainError(GIFT_CARD_MESSAGES.noBalance, 409);
    if (redemption.amount > funds.balance) {
      throw new DomainError(GIFT_CARD_MESSAGES.balanceChanged, 409);
    }
    return {
      streamId: giftCardStreamId(code),
      expected: version,
      events: [{ type: 'GiftCardRedeemed', data: redemption }],
    };
  }

  async reversal(code: string, redemption: GiftCardRedemption): Promise<StreamAppend | null> {
    const { version, redeemed, reversed } = await this.ledger(code);
    const amount = redeemed.get(redemption.paymentId);
    if (amount === undefined || reversed.has(redemption.paymentId)) return null;
    return {
      streamId: giftCardStreamId(code),
      expected: version,
      events: [{ type: 'GiftCardRedemptionReversed', data: { ...redemption, amount } }],
    };
  }

  private async ledger(code: string): Promise<Ledger> {
    const events = await this.store.readStream<GiftCardEvent>(giftCardStreamId(code));
    const issued = events.find((event) => event.type === 'GiftCardIssued');
    if (!issued || issued.type !== 'GiftCardIssued') {
      throw new DomainError(GIFT_CARD_MESSAGES.notFound, 404);
    }
    const redeemed = new Map<string, number>();
    const reversed = new Set<string>();
    let balance = issued.data.amount;
    for (const event of events) {
      if (event.type === 'GiftCardRedeemed') {
        redeemed.set(event.data.paymentId, event.data.amount);
        balance -= event.data.amount;
      } else if (event.type === 'GiftCardRedemptionReversed') {
        reversed.add(event.data.paymentId);
        balance += event.data.amount;
      }
    }
    const expiresOn = issued.data.expiresOn;
    const expired = londonIsoDate(this.clock.now()) > expiresOn;
    return {
      version: events.length,
      funds: { code, balance: expired ? 0 : balance, expiresOn, expired },
      redeemed,
      reversed,
    };
  }
}

import { Injectable } from '@nestjs/common';
import { londonIsoDate } from '@shop/contracts';
import { GiftCardLedger } from '../../giftcards';
import { Clock } from '../../platform/clock/clock';
import type { StreamAppend } from '../../platform/event-store/event-store.types';
import type { GiftCardFunds, GiftCardRedemption, GiftCardWallet } from './gift-card-wallet';

/** Paying's view of the gift card ledger (the `giftcards` module). */
@Injectable()
export class LedgerGiftCardWallet implements GiftCardWallet {
  constructor(
    private readonly ledger: GiftCardLedger,
    private readonly clock: Clock,
  ) {}

  fundsOf(code: string): Promise<GiftCardFunds> {
    return this.ledger.balanceOf(code, londonIsoDate(this.clock.now()));
  }

  redemption(code: string, redemption: GiftCardRedemption): Promise<StreamAppend> {
    return this.ledger.redemptionAppend(code, redemption);
  }

  reversal(code: string, redemption: GiftCardRedemption): Promise<StreamAppend | null> {
    return this.ledger.reversalAppend(code, redemption.paymentId);
  }
}

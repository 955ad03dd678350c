import { Injectable } from '@nestjs/common';
import {
  GIFT_CARD_MESSAGES,
  giftCardStreamId,
  londonIsoDate,
  normaliseGiftCardCode,
  type GiftCardEvent,
  type IsoDate,
} from '@shop/contracts';
import { Clock } from '../platform/clock/clock';
import { DomainError } from '../platform/domain-error';
import { EventStore } from '../platform/event-store/event-store';
import { WrongExpectedVersionError } from '../platform/event-store/event-store.errors';
import type { AppendContext, StreamAppend } from '../platform/event-store/event-store.types';
import type { GiftCardCommand } from './domain/gift-card.commands';
import { decide, evolve, foldGiftCard, type GiftCardState } from './domain/gift-card.ledger';
import { isExpired } from './domain/gift-card-expiry';
import { GiftCardsQueries } from './projections/gift-cards/gift-cards.queries';

/** Who asks for a ledger change; the correlation id is always the purchase's id. */
export type GiftCardLedgerContext = Omit<AppendContext, 'correlationId'>;

/** What a card can pay today. */
export interface GiftCardBalance {
  /** The code in its stored form (upper case, no spaces or dashes). */
  code: string;
  /** Pence that can be spent today: 0 once expired. */
  balance: number;
  expiresOn: IsoDate;
  expired: boolean;
}

/** A payment attempt's redemption, as the ledger holds it after `redeem`. */
export interface GiftCardRedemptionResult {
  code: string;
  paymentId: string;
  /** Pence this payment attempt took from the card. */
  amount: number;
  /** Pence left on the card afterwards. */
  balance: number;
}

/** Decisions raced by another payment on the same card before we give up (409). */
const MAX_ATTEMPTS = 50;

/**
 * The gift card ledger as other modules use it (the orders module, when paying). Each change
 * reads the card's stream, decides on it and appends at the version read; when another payment
 * appended first, it reads again and decides again on the new balance. So racing payments can
 * never take a card below zero: the loser is refused with 'no balance left' or 'balance changed'.
 */
@Injectable()
export class GiftCardLedger {
  constructor(
    private readonly store: EventStore,
    private readonly cards: GiftCardsQueries,
    private readonly clock: Clock,
  ) {}

  /** The card's balance on `today` (a London date); 404 with the shopper's words when unknown. */
  async balanceOf(code: string, today: IsoDate): Promise<GiftCardBalance> {
    const card = await this.cards.byCode(codeOf(code));
    if (!card) throw notFound();
    const expired = isExpired(card.expiresOn, today);
    return {
      code: card.code,
      balance: expired ? 0 : card.balance,
      expiresOn: card.expiresOn,
      expired,
    };
  }

  /**
   * Takes `amount` pence from the card for one payment attempt. Idempotent per `paymentId`:
   * asking again takes nothing more and answers what it took. Refused (DomainError) when the
   * card is unknown (404), empty, expired, or holds less than `amount`.
   */
  async redeem(
    code: string,
    redemption: { paymentId: string; purchaseId: string; amount: number },
    context: GiftCardLedgerContext,
  ): Promise<GiftCardRedemptionResult> {
    const stored = codeOf(code);
    const today = londonIsoDate(this.clock.now());
    const state = await this.change(
      stored,
      { type: 'Redeem', data: { ...redemption, today } },
      {
        ...context,
        correlationId: redemption.purchaseId,
      },
    );
    const taken = state.redemptions.get(redemption.paymentId);
    return {
      code: stored,
      paymentId: redemption.paymentId,
      amount: taken?.amount ?? 0,
      balance: state.balance,
    };
  }

  /** Gives back what the payment attempt took; nothing when it took nothing or was given back. */
  async reverse(code: string, paymentId: string, context: GiftCardLedgerContext): Promise<void> {
    const stored = codeOf(code);
    await this.change(stored, { type: 'ReverseRedemption', data: { paymentId } }, (state) => ({
      ...context,
      correlationId: state.redemptions.get(paymentId)?.purchaseId,
    }));
  }

  /**
   * The append that takes `amount` for a payment attempt, for the payment to write in its own
   * transaction (with the basket's PaymentStarted) at the version read here: if another payment
   * spends from the card first, that transaction fails and nothing is taken. Refused like
   * `redeem`.
   */
  async redemptionAppend(
    code: string,
    redemption: { paymentId: string; purchaseId: string; amount: number },
  ): Promise<StreamAppend> {
    const today = londonIsoDate(this.clock.now());
    const { streamId, expected, events } = await this.decided(codeOf(code), {
      type: 'Redeem',
      data: { ...redemption, today },
    });
    if (events.length === 0) {
      throw new Error(`Payment ${redemption.paymentId} has already taken from this gift card`);
    }
    return { streamId, expected, events };
  }

  /** The append that gives a payment attempt's redemption back; null when there is nothing. */
  async reversalAppend(code: string, paymentId: string): Promise<StreamAppend | null> {
    const decided = await this.decided(codeOf(code), {
      type: 'ReverseRedemption',
      data: { paymentId },
    });
    return decided.events.length === 0 ? null : decided;
  }

  private async decided(code: string, command: GiftCardCommand) {
    const streamId = giftCardStreamId(code);
    const history = await this.store.readStream<GiftCardEvent>(streamId);
    const events = decide(command, foldGiftCard(history));
    return { streamId, expected: history.at(-1)?.streamVersion ?? ('no_stream' as const), events };
  }

  /** Read → decide → append at the version read, again while another writer got in first. */
  private async change(
    code: string,
    command: GiftCardCommand,
    context: AppendContext | ((state: GiftCardState) => AppendContext),
  ): Promise<GiftCardState> {
    const streamId = giftCardStreamId(code);
    for (let attempt = 1; ; attempt++) {
      const history = await this.store.readStream<GiftCardEvent>(streamId);
      const state = foldGiftCard(history);
      const events = decide(command, state);
      if (events.length === 0) return state;
      try {
        await this.store.append(
          streamId,
          history.at(-1)?.streamVersion ?? 'no_stream',
          events,
          typeof context === 'function' ? context(state) : context,
        );
        return events.reduce(evolve, state);
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError) || attempt === MAX_ATTEMPTS) throw error;
      }
    }
  }
}

const notFound = () => new DomainError(GIFT_CARD_MESSAGES.notFound, 404);

/** The code as typed → its stored form; anything that cannot be a code is simply not found. */
function codeOf(input: string): string {
  // Only a string of about a code's length is worth normalising.
  const code =
    typeof input === 'string' && input.length <= 64 ? normaliseGiftCardCode(input) : null;
  if (code === null) throw notFound();
  return code;
}

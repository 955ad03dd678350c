import {
  GIFT_CARD_MESSAGES,
  giftCardExpiredMessage,
  type GiftCardEvent,
  type GiftCardIssued,
  type IsoDate,
} from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import type { GiftCardCommand, GiftCardCommandOf } from './gift-card.commands';
import { isExpired } from './gift-card-expiry';

/** What one payment attempt took from the card, and whether it was given back since. */
export interface GiftCardRedemption {
  paymentId: string;
  purchaseId: string;
  amount: number;
  reversed: boolean;
}

/** The ledger of one card folded from its stream: what `decide` needs. */
export interface GiftCardState {
  /** Null until the card is issued (an unknown code). */
  issued: {
    code: string;
    orderNumber: string;
    amount: number;
    issuedOn: IsoDate;
    expiresOn: IsoDate;
  } | null;
  /** Pence left: issued amount, less redemptions, plus redemptions given back. Never below 0. */
  balance: number;
  /** By payment id; a payment attempt redeems at most once while its redemption stands. */
  redemptions: ReadonlyMap<string, GiftCardRedemption>;
}

export const initialGiftCardState: GiftCardState = {
  issued: null,
  balance: 0,
  redemptions: new Map(),
};

export function evolve(state: GiftCardState, event: GiftCardEvent): GiftCardState {
  switch (event.type) {
    case 'GiftCardIssued': {
      const { code, orderNumber, amount, issuedOn, expiresOn } = event.data;
      return {
        ...state,
        issued: { code, orderNumber, amount, issuedOn, expiresOn },
        balance: amount,
      };
    }
    case 'GiftCardRedeemed': {
      const redemptions = new Map(state.redemptions);
      redemptions.set(event.data.paymentId, { ...event.data, reversed: false });
      return { ...state, balance: state.balance - event.data.amount, redemptions };
    }
    case 'GiftCardRedemptionReversed': {
      const redemptions = new Map(state.redemptions);
      redemptions.set(event.data.paymentId, { ...event.data, reversed: true });
      return { ...state, balance: state.balance + event.data.amount, redemptions };
    }
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled gift card event: ${JSON.stringify(unhandled)}`);
    }
  }
}

export const foldGiftCard = (events: readonly GiftCardEvent[]): GiftCardState =>
  events.reduce(evolve, initialGiftCardState);

/** The events a command leads to (none when it was already done), or a DomainError. */
export function decide(command: GiftCardCommand, state: GiftCardState): GiftCardEvent[] {
  switch (command.type) {
    case 'Issue':
      return issue(command.data, state);
    case 'Redeem':
      return redeem(command.data, state);
    case 'ReverseRedemption':
      return reverse(command.data, state);
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled gift card command: ${JSON.stringify(unhandled)}`);
    }
  }
}

function issue(data: GiftCardIssued['data'], state: GiftCardState): GiftCardEvent[] {
  // Both are bugs of the caller, never something a shopper typed.
  if (state.issued) throw new Error(`Gift card ${state.issued.code} is already issued`);
  assertPence(data.amount);
  return [{ type: 'GiftCardIssued', data }];
}

function redeem(
  { paymentId, purchaseId, amount, today }: GiftCardCommandOf<'Redeem'>['data'],
  state: GiftCardState,
): GiftCardEvent[] {
  if (!state.issued) throw new DomainError(GIFT_CARD_MESSAGES.notFound, 404);
  assertPence(amount);
  const standing = state.redemptions.get(paymentId);
  if (standing && !standing.reversed) return [];
  if (state.balance === 0) throw new DomainError(GIFT_CARD_MESSAGES.noBalance);
  if (isExpired(state.issued.expiresOn, today)) {
    throw new DomainError(giftCardExpiredMessage(state.issued.expiresOn));
  }
  if (amount > state.balance) throw new DomainError(GIFT_CARD_MESSAGES.balanceChanged);
  return [{ type: 'GiftCardRedeemed', data: { paymentId, purchaseId, amount } }];
}

function reverse(
  { paymentId }: GiftCardCommandOf<'ReverseRedemption'>['data'],
  state: GiftCardState,
): GiftCardEvent[] {
  const standing = state.redemptions.get(paymentId);
  if (!standing || standing.reversed) return [];
  const { purchaseId, amount } = standing;
  return [{ type: 'GiftCardRedemptionReversed', data: { paymentId, purchaseId, amount } }];
}

function assertPence(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 1) {
    throw new RangeError(`A gift card amount is a positive whole number of pence: ${amount}`);
  }
}

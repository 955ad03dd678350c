import { PAYMENT_MESSAGES, type BasketEvent } from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import type { BasketCommand } from './basket.commands';
import { giveCustomerDetails } from './basket.details';
import {
  applyDiscount,
  removeDiscount,
  trackAffiliate,
  withDiscountReassessed,
} from './basket.discount';
import { evolve, initialState, unreachable } from './basket.evolve';
import {
  addAddon,
  addProduct,
  changeDelivery,
  changePot,
  chooseCard,
  removeAddon,
  removeOrder,
  setGiftCardRecipient,
  setMessage,
  setRecipient,
} from './basket.order-edits';
import {
  answerQuestionnaire,
  applyGiftCard,
  beginCheckout,
  endPayment,
  removeGiftCard,
  startPayment,
} from './basket.payment';
import { mergeBasket } from './basket-merge';
import { reassessPoints, redeemPoints, removePoints } from './basket-points';
import type { BasketState } from './basket.state';

/**
 * The basket decider (docs/architecture.md "Deciders"): `decide` turns a command into events or
 * throws a DomainError; `evolve` (basket.evolve.ts) folds events into the state the next decision
 * needs. Both are pure: every fact from the outside world (availability, prices, ids) arrives in
 * the command. The decisions live by concern, as their specs do: orders (basket.order-edits.ts),
 * the buyer (basket.details.ts), codes and affiliates (basket.discount.ts), Posy Points
 * (basket-points.ts), checking out and paying (basket.payment.ts), merging (basket-merge.ts).
 */

/**
 * The events `command` causes in `state`: [] when it changes nothing; throws DomainError. When
 * they change the basket's products and a code is on it, the code is resolved again and, if it
 * now takes off something else (or stops qualifying), `DiscountReassessed` follows them; Posy
 * Points claimed beyond what the basket can now take shrink (`PointsReassessed`).
 */
export function decide(command: BasketCommand, state: BasketState): BasketEvent[] {
  const events = withDiscountReassessed(decideCommand(command, state), state);
  // Posy Points claimed are checked after any change, the code's new effect included.
  if (!state.points || events.length === 0) return events;
  return [...events, ...reassessPoints(events.reduce(evolve, state))];
}

function decideCommand(command: BasketCommand, state: BasketState): BasketEvent[] {
  if (command.type === 'AnswerQuestionnaire') return answerQuestionnaire(command.data, state);
  // A paid basket is closed; while a payment is being taken nothing may change what it pays for.
  if (state.placed) throw new DomainError(PAYMENT_MESSAGES.alreadyPaid, 409);
  if (command.type === 'DeclinePayment' || command.type === 'PlaceBasket') {
    return endPayment(command, state);
  }
  // A retry of the attempt in progress (same Idempotency-Key) carries on with it.
  if (
    command.type === 'StartPayment' &&
    state.payment?.idempotencyKey === command.data.idempotencyKey
  ) {
    return [];
  }
  if (state.payment) throw new DomainError(PAYMENT_MESSAGES.inProgress, 409);
  switch (command.type) {
    case 'SetGiftCardRecipient':
      return setGiftCardRecipient(command.data, state);
    case 'BeginCheckout':
      return beginCheckout(command.data, state);
    case 'ApplyGiftCard':
      return applyGiftCard(command.data);
    case 'RemoveGiftCard':
      return removeGiftCard(state);
    case 'MergeBasket':
      return mergeBasket(command.data, state, (events) => events.reduce(evolve, initialState));
    case 'StartPayment':
      return startPayment(command.data, state);
    case 'AddProduct':
      return addProduct(command.data, state);
    case 'GiveCustomerDetails':
      return giveCustomerDetails(command.data, state);
    case 'RemoveOrder':
      return removeOrder(command.data, state);
    case 'SetMessage':
      return setMessage(command.data, state);
    case 'ChooseCard':
      return chooseCard(command.data, state);
    case 'SetRecipient':
      return setRecipient(command.data, state);
    case 'AddAddon':
      return addAddon(command.data, state);
    case 'RemoveAddon':
      return removeAddon(command.data, state);
    case 'ChangePot':
      return changePot(command.data, state);
    case 'ApplyDiscount':
      return applyDiscount(command.data, state);
    case 'RemoveDiscount':
      return removeDiscount(state);
    case 'RedeemPoints':
      return redeemPoints(command.data, state);
    case 'RemovePoints':
      return removePoints(state);
    case 'TrackAffiliate':
      return trackAffiliate(command.data, state);
    case 'ChangeDelivery':
      return changeDelivery(command.data, state);
    default:
      return unreachable(command);
  }
}

import {
  PAYMENT_MESSAGES,
  POINTS_MESSAGES,
  type BasketEvent,
  type PaymentStarted,
} from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import type { BasketCommandOf } from './basket.commands';
import { BASKET_MESSAGES } from './basket.messages';
import type { BasketState } from './basket.state';

/*
 * The basket decider's decisions about checking out and paying: beginning the checkout, gift
 * cards against the total, starting, declining and placing a payment, and the questionnaire
 * after it.
 */

/** The checkout begins once, on a basket with something in it. */
export function beginCheckout(
  data: BasketCommandOf<'BeginCheckout'>['data'],
  state: BasketState,
): BasketEvent[] {
  return state.checkoutBegun || state.orders.size === 0 ? [] : [{ type: 'CheckoutBegun', data }];
}

export function applyGiftCard(data: BasketCommandOf<'ApplyGiftCard'>['data']): BasketEvent[] {
  return [{ type: 'GiftCardApplied', data }];
}

export function removeGiftCard(state: BasketState): BasketEvent[] {
  if (state.giftCardCode === null) throw new DomainError(BASKET_MESSAGES.noGiftCardApplied);
  return [{ type: 'GiftCardRemoved', data: { code: state.giftCardCode } }];
}

/** A payment begins for the basket as it was when its amount was worked out. */
export function startPayment(
  data: BasketCommandOf<'StartPayment'>['data'],
  state: BasketState,
): BasketEvent[] {
  if (state.orders.size === 0) throw new DomainError(PAYMENT_MESSAGES.emptyBasket);
  // The amount was worked out from the basket at `basketVersion`: anything added or edited
  // since would be placed without being paid for.
  if (data.basketVersion !== state.version) {
    throw new DomainError(PAYMENT_MESSAGES.basketChanged, 409);
  }
  // The points paying must be those claimed now: another tab may have changed the claim.
  if ((data.points ?? 0) !== (state.points?.points ?? 0)) {
    throw new DomainError(POINTS_MESSAGES.failure, 409);
  }
  return [{ type: 'PaymentStarted', data: startedData(data) }];
}

/** What PaymentStarted records: the command's data without the version it was decided at. */
function startedData({
  basketVersion: _decidedAt,
  ...data
}: BasketCommandOf<'StartPayment'>['data']): PaymentStarted['data'] {
  return data;
}

/** Ends the payment in progress: declined (the basket opens again) or placed (it closes). */
export function endPayment(
  command: BasketCommandOf<'DeclinePayment'> | BasketCommandOf<'PlaceBasket'>,
  state: BasketState,
): BasketEvent[] {
  if (state.payment?.paymentId !== command.data.paymentId) {
    throw new DomainError(PAYMENT_MESSAGES.noPaymentInProgress, 409);
  }
  return command.type === 'PlaceBasket'
    ? [{ type: 'BasketPlaced', data: command.data }]
    : [{ type: 'PaymentDeclined', data: command.data }];
}

export function answerQuestionnaire(
  data: BasketCommandOf<'AnswerQuestionnaire'>['data'],
  state: BasketState,
): BasketEvent[] {
  if (state.placed?.purchaseId !== data.purchaseId) {
    throw new DomainError(BASKET_MESSAGES.questionnaireBeforePurchase, 409);
  }
  return [{ type: 'QuestionnaireAnswered', data }];
}

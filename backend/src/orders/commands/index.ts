import { AdvanceOrderHandler } from './advance-order/advance-order.handler';
import { AnswerQuestionnaireHandler } from './answer-questionnaire/answer-questionnaire.handler';
import { ApplyGiftCardHandler } from './apply-gift-card/apply-gift-card.handler';
import { PayHandler } from './pay/pay.handler';
import { RemoveGiftCardHandler } from './remove-gift-card/remove-gift-card.handler';

/** Every orders command handler, spread into the module's providers. */
export const ORDERS_COMMAND_HANDLERS = [
  PayHandler,
  ApplyGiftCardHandler,
  RemoveGiftCardHandler,
  AnswerQuestionnaireHandler,
  AdvanceOrderHandler,
];

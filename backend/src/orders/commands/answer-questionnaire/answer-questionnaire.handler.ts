import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PAYMENT_MESSAGES } from '@shop/contracts';
import { BasketCommandRunner } from '../../../basket';
import { DomainError } from '../../../platform/domain-error';
import { validAnswers } from '../../domain/questionnaire';
import { PurchaseLookup } from '../../queries/get-order-complete/purchase-lookup';
import { AnswerQuestionnaire } from './answer-questionnaire.command';

@CommandHandler(AnswerQuestionnaire)
export class AnswerQuestionnaireHandler implements ICommandHandler<AnswerQuestionnaire> {
  constructor(
    private readonly purchases: PurchaseLookup,
    private readonly runner: BasketCommandRunner,
  ) {}

  async execute({ answers, context }: AnswerQuestionnaire): Promise<void> {
    const valid = validAnswers(answers);
    const found = await this.purchases.lastOf(context.session);
    if (!found) throw new DomainError(PAYMENT_MESSAGES.noPurchase, 404);
    await this.runner.run(
      {
        type: 'AnswerQuestionnaire',
        data: { purchaseId: found.purchase.purchaseId, answers: valid },
      },
      { ...context, correlationId: found.purchase.purchaseId },
      { basketId: found.basketId },
    );
  }
}

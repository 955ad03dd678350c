import { Command } from '@nestjs/cqrs';
import type { FormThankYou, SurveyAnswers } from '@shop/contracts';
import type { FormSender } from '../form-submissions';

/** Store a shopper's survey answers: 429 over the forms' rate limit. */
export class AnswerSurvey extends Command<FormThankYou> {
  constructor(
    readonly answers: SurveyAnswers,
    readonly sender: FormSender,
  ) {
    super();
  }
}

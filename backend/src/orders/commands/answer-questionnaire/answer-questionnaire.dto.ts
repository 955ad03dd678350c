import type { OrderQuestionnaireRequest } from '@shop/contracts';
import { IsObject } from 'class-validator';

/** `POST /api/order-questionnaire`: answers by question text (checked against the questions). */
export class AnswerQuestionnaireDto implements OrderQuestionnaireRequest {
  @IsObject()
  answers: Record<string, string>;
}

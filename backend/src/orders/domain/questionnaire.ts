import { ORDER_QUESTIONNAIRE, QUESTIONNAIRE_MESSAGES } from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';

/**
 * The answers as recorded: each key one of the questions asked, each value one of its choices,
 * at least one answered. Anything else is refused in the shopper's words.
 */
export function validAnswers(answers: Record<string, unknown>): Record<string, string> {
  const entries = Object.entries(answers);
  if (entries.length === 0) throw new DomainError(QUESTIONNAIRE_MESSAGES.noAnswers, 400);
  const valid: Record<string, string> = {};
  for (const [question, answer] of entries) {
    const asked = ORDER_QUESTIONNAIRE.find((q) => q.question === question);
    if (!asked) throw new DomainError(QUESTIONNAIRE_MESSAGES.unknownQuestion, 400);
    if (typeof answer !== 'string' || !(asked.choices as readonly string[]).includes(answer)) {
      throw new DomainError(QUESTIONNAIRE_MESSAGES.unknownChoice, 400);
    }
    valid[question] = answer;
  }
  return valid;
}

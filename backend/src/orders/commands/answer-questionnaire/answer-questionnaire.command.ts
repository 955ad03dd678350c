import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../basket';

/** Store the questionnaire's answers against the session's last purchase. */
export class AnswerQuestionnaire extends Command<void> {
  constructor(
    readonly answers: Record<string, unknown>,
    readonly context: CommandContext,
  ) {
    super();
  }
}

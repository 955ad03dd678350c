import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FORM_MESSAGES, type FormThankYou } from '@shop/contracts';
import { exec } from '../../../platform/database/sql-database';
import { FormSubmissions } from '../form-submissions';
import { AnswerSurvey } from './answer-survey.command';

@CommandHandler(AnswerSurvey)
export class AnswerSurveyHandler implements ICommandHandler<AnswerSurvey> {
  constructor(private readonly submissions: FormSubmissions) {}

  async execute({ answers, sender }: AnswerSurvey): Promise<FormThankYou> {
    await this.submissions.submit(sender, (now) =>
      exec(
        `INSERT INTO survey_answers
           (session_id, created_at, heard_about, recommend_score, sends_most, ease_of_ordering,
            comments)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        [
          sender.sessionId,
          now,
          answers.heardAbout,
          answers.recommendScore,
          answers.sendsMost ?? null,
          answers.easeOfOrdering ?? null,
          answers.comments ?? null,
        ],
      ),
    );
    return { message: FORM_MESSAGES.surveyThanks };
  }
}

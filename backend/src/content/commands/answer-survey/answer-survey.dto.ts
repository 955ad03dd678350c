import {
  FORM_LIMITS,
  FORM_MESSAGES,
  HEARD_ABOUT_CHOICES,
  SENDS_MOST_CHOICES,
  type HeardAboutChoice,
  type SendsMostChoice,
  type SurveyAnswers,
  type SurveyRequest,
} from '@shop/contracts';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, ValidateNested } from 'class-validator';
import { scale, trimmedOrAbsent } from '../../domain/form-rules';
import { IsText } from '../form-validators';
import { MultiLine } from '../../../platform/http/plain-text';

/** The answers, one field per question of `SURVEY_QUESTIONS` (contracts). */
export class SurveyAnswersDto implements SurveyAnswers {
  @IsIn(HEARD_ABOUT_CHOICES, { message: FORM_MESSAGES.heardAbout })
  heardAbout: HeardAboutChoice;

  @IsIn(scale(0, 10), { message: FORM_MESSAGES.recommendScore })
  recommendScore: number;

  @IsOptional()
  @IsIn(SENDS_MOST_CHOICES, { message: FORM_MESSAGES.sendsMost })
  sendsMost?: SendsMostChoice | null;

  @IsOptional()
  @IsIn(scale(1, 5), { message: FORM_MESSAGES.easeOfOrdering })
  easeOfOrdering?: number | null;

  @Transform(({ value }) => trimmedOrAbsent(value))
  @IsOptional()
  @IsText(FORM_LIMITS.commentsMaxLength, { message: FORM_MESSAGES.surveyComments })
  @MultiLine('your comments')
  comments?: string | null;
}

/** `POST /api/survey` */
export class AnswerSurveyDto implements SurveyRequest {
  // Either check fails, never both: a missing or malformed `answers` gets one message.
  @IsDefined({ message: FORM_MESSAGES.answers })
  @ValidateNested({ message: FORM_MESSAGES.answers })
  @Type(() => SurveyAnswersDto)
  answers: SurveyAnswersDto;
}

import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FormThankYou } from '@shop/contracts';
import type { Request } from 'express';
import { ApiData, ApiRequestBody } from '../../../platform/http/api-docs/api-docs.decorators';
import { formSenderOf } from '../form-submissions';
import { AnswerSurvey } from './answer-survey.command';
import { AnswerSurveyDto } from './answer-survey.dto';

@ApiTags('content')
@Controller('survey')
export class AnswerSurveyController {
  constructor(private readonly commands: CommandBus) {}

  /** `POST /api/survey`: the `/survey` page's answers (questions: `SURVEY_QUESTIONS`). */
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Stores the survey's answers; 429 after too many messages." })
  @ApiRequestBody('SurveyRequest')
  @ApiData('FormThankYou')
  survey(@Body() body: AnswerSurveyDto, @Req() request: Request): Promise<FormThankYou> {
    return this.commands.execute(new AnswerSurvey(body.answers, formSenderOf(request)));
  }
}

import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OrderCompleteResponse } from '@shop/contracts';
import type { Request } from 'express';
import { commandContextOf } from '../../../basket';
import { ApiData, ApiRequestBody } from '../../../platform/http/api-docs/api-docs.decorators';
import { GetOrderComplete } from '../../queries/get-order-complete/get-order-complete.query';
import { AnswerQuestionnaire } from './answer-questionnaire.command';
import { AnswerQuestionnaireDto } from './answer-questionnaire.dto';

@ApiTags('orders')
@Controller('order-questionnaire')
export class AnswerQuestionnaireController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** `POST /api/order-questionnaire`: stores the answers against the last purchase. */
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Stores the questionnaire's answers against this session's purchase." })
  @ApiRequestBody('OrderQuestionnaireRequest')
  @ApiData('OrderCompleteResponse')
  async answer(
    @Body() body: AnswerQuestionnaireDto,
    @Req() request: Request,
  ): Promise<OrderCompleteResponse> {
    await this.commands.execute(new AnswerQuestionnaire(body.answers, commandContextOf(request)));
    return this.queries.execute(new GetOrderComplete(request.shopSession!));
  }
}

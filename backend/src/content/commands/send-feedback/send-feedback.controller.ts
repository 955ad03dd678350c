import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FormThankYou } from '@shop/contracts';
import type { Request } from 'express';
import { ApiData, ApiRequestBody } from '../../../platform/http/api-docs/api-docs.decorators';
import { formSenderOf } from '../form-submissions';
import { SendFeedback } from './send-feedback.command';
import { SendFeedbackDto } from './send-feedback.dto';

@ApiTags('content')
@Controller('feedback')
export class SendFeedbackController {
  constructor(private readonly commands: CommandBus) {}

  /** `POST /api/feedback`: the `/feedback` page's form. */
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Stores a rating and comments; 429 after too many messages.' })
  @ApiRequestBody('FeedbackRequest')
  @ApiData('FormThankYou')
  feedback(@Body() body: SendFeedbackDto, @Req() request: Request): Promise<FormThankYou> {
    return this.commands.execute(new SendFeedback(body, formSenderOf(request)));
  }
}

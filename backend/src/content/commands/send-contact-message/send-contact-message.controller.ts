import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FormThankYou } from '@shop/contracts';
import type { Request } from 'express';
import { ApiData, ApiRequestBody } from '../../../platform/http/api-docs/api-docs.decorators';
import { formSenderOf } from '../form-submissions';
import { SendContactMessage } from './send-contact-message.command';
import { SendContactMessageDto } from './send-contact-message.dto';

@ApiTags('content')
@Controller('contact')
export class SendContactMessageController {
  constructor(private readonly commands: CommandBus) {}

  /** `POST /api/contact`: the `/contact-us` page's form. */
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Stores a message for customer service; 429 after too many messages.' })
  @ApiRequestBody('ContactRequest')
  @ApiData('FormThankYou')
  contact(@Body() body: SendContactMessageDto, @Req() request: Request): Promise<FormThankYou> {
    return this.commands.execute(new SendContactMessage(body, formSenderOf(request)));
  }
}

import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ReminderData, ReminderList } from '@shop/contracts';
import type { Request } from 'express';
import { ApiData, ApiRequestBody } from '../../platform/http/api-docs/api-docs.decorators';
import { customerIdOf, SignedInCustomerGuard } from '../session/signed-in-customer.guard';
import { ReminderDto } from './reminder.dto';
import { Reminders } from './reminders.service';

/**
 * The signed-in customer's reminders (`/account/reminder-service`): always the session's
 * customer; another customer's reminder id answers 404, a guest 401.
 */
@ApiTags('accounts')
@Controller('account/reminders')
@UseGuards(SignedInCustomerGuard)
export class RemindersController {
  constructor(private readonly reminders: Reminders) {}

  @Get()
  @ApiOperation({ summary: "The signed-in customer's active reminders, soonest first." })
  @ApiData('ReminderList')
  list(@Req() request: Request): Promise<ReminderList> {
    return this.reminders.list(customerIdOf(request));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of the customer’s active reminders (404 if not theirs).' })
  @ApiData('ReminderData')
  get(@Param('id') id: string, @Req() request: Request): Promise<ReminderData> {
    return this.reminders.get(customerIdOf(request), id);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Adds a reminder (up to 100 active per customer).' })
  @ApiRequestBody('ReminderRequest')
  @ApiData('ReminderData')
  add(@Body() body: ReminderDto, @Req() request: Request): Promise<ReminderData> {
    return this.reminders.add(customerIdOf(request), body);
  }

  @Post(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Changes one of the customer’s active reminders.' })
  @ApiRequestBody('ReminderRequest')
  @ApiData('ReminderData')
  edit(
    @Param('id') id: string,
    @Body() body: ReminderDto,
    @Req() request: Request,
  ): Promise<ReminderData> {
    return this.reminders.edit(customerIdOf(request), id, body);
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stops a reminder; answers the reminders still active.' })
  @ApiData('ReminderList')
  deactivate(@Param('id') id: string, @Req() request: Request): Promise<ReminderList> {
    return this.reminders.deactivate(customerIdOf(request), id);
  }
}

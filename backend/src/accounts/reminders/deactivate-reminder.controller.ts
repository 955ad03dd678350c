import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DeactivatedReminder } from '@shop/contracts';
import { ApiData, ApiRequestBody } from '../../platform/http/api-docs/api-docs.decorators';
import { DeactivateReminderDto } from './reminder.dto';
import { Reminders } from './reminders.service';

/**
 * The reminder email's 'Stop these reminders' link (`/account/reminder-service/deactivate/…`):
 * no sign-in, the reminder's id signed by the shop is the proof. A link that is not the shop's
 * answers 404 and changes nothing.
 */
@ApiTags('accounts')
@Controller('reminders')
export class DeactivateReminderController {
  constructor(private readonly reminders: Reminders) {}

  @Post('deactivate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stops the reminder an emailed link names (no sign-in needed).' })
  @ApiRequestBody('DeactivateReminderRequest')
  @ApiData('DeactivatedReminder')
  deactivate(@Body() body: DeactivateReminderDto): Promise<DeactivatedReminder> {
    return this.reminders.deactivateByLink(body.token);
  }
}

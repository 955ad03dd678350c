import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { DevOutboxEmail } from '@shop/contracts';
import { SqlDatabase } from '../database/sql-database';
import { ApiData, contractRef } from '../http/api-docs/api-docs.decorators';
import { DevOutboxDto } from './dev-outbox.dto';
import { listOutbox } from './outbox.queries';

/** Registered only when `NODE_ENV` is not production (MailModule): elsewhere the path is a 404. */
@ApiTags('dev')
@Controller('dev/outbox')
export class DevOutboxController {
  constructor(private readonly sql: SqlDatabase) {}

  @Get()
  @ApiOperation({
    summary: 'The emails queued and sent, newest first (development and tests only).',
  })
  @ApiQuery({
    name: 'DevOutboxQuery',
    required: false,
    style: 'form',
    explode: true,
    schema: contractRef('DevOutboxQuery'),
  })
  @ApiData('DevOutboxEmail', { isArray: true })
  list(@Query() query: DevOutboxDto): Promise<DevOutboxEmail[]> {
    return listOutbox(this.sql, query.to);
  }
}

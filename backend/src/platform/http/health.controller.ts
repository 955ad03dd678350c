import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { HealthData } from '@shop/contracts';
import type { Response } from 'express';
import { SqlDatabase } from '../database/sql-database';
import { ApiAnswer } from './api-answer';
import { ApiData } from './api-docs/api-docs.decorators';
import { HTTP_MESSAGES } from './messages';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly sql: SqlDatabase) {}

  /** 200 when the database answers, 503 otherwise (for load balancers and uptime checks). */
  @Get()
  @ApiOperation({
    summary: 'Whether the shop and its database answer (503 when the database does not).',
  })
  @ApiData('HealthData')
  @ApiData('HealthData', { status: 503, description: 'The database does not answer' })
  async health(@Res({ passthrough: true }) response: Response): Promise<ApiAnswer<HealthData>> {
    try {
      await this.sql.query('SELECT 1 AS ok');
      return new ApiAnswer({ status: 'ok', database: 'up' });
    } catch {
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      return new ApiAnswer(
        { status: 'unavailable', database: 'down' },
        { error: HTTP_MESSAGES.databaseDown },
      );
    }
  }
}

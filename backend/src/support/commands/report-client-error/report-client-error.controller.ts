import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ClientErrorReceived } from '@shop/contracts';
import type { Request } from 'express';
import { SavesNoSession } from '../../../platform/http/cross-site';
import { ApiData, ApiRequestBody } from '../../../platform/http/api-docs/api-docs.decorators';
import { hasUnsavedSession } from '../../../platform/session/session.middleware';
import { storedUserAgent } from '../../domain/client-error-rules';
import { ReportClientError, type ClientErrorReporter } from './report-client-error.command';
import { ReportClientErrorDto } from './report-client-error.dto';

/** The reporter from the request: the session's own customer, never one the body could name. */
const reporterOf = (request: Request): ClientErrorReporter => {
  const saved = request.shopSession && !hasUnsavedSession(request) ? request.shopSession : null;
  return {
    customerId: saved?.customerId ?? null,
    sessionId: saved?.id ?? null,
    address: request.ip ?? '',
    userAgent: storedUserAgent(request.get('user-agent')),
  };
};

@ApiTags('support')
@Controller('client-errors')
export class ReportClientErrorController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * `POST /api/client-errors`: the storefront's error reports (docs/rules-storefront.md
   * "Messages"). A browser without a session gets none for reporting (`@SavesNoSession()`); the
   * cross-site check still applies.
   */
  @Post()
  @HttpCode(200)
  @SavesNoSession()
  @ApiOperation({ summary: 'Stores an error the storefront caught; 429 after too many reports.' })
  @ApiRequestBody('ClientErrorReport')
  @ApiData('ClientErrorReceived')
  report(
    @Body() body: ReportClientErrorDto,
    @Req() request: Request,
  ): Promise<ClientErrorReceived> {
    return this.commands.execute(new ReportClientError(body, reporterOf(request)));
  }
}

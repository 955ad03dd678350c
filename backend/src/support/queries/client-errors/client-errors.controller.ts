import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiCookieAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CLIENT_ERROR_LIMITS, type ClientErrorList } from '@shop/contracts';
import { ApiData, contractRef } from '../../../platform/http/api-docs/api-docs.decorators';
import { SupportStaffGuard } from '../../staff/support-staff.guard';
import { ClientErrorsDto } from './client-errors.dto';
import { ClientErrors } from './client-errors.query';

@ApiTags('support')
@ApiCookieAuth()
@Controller('support/client-errors')
@UseGuards(SupportStaffGuard)
export class ClientErrorsController {
  constructor(private readonly queries: QueryBus) {}

  /** `GET /api/support/client-errors?limit=N`: 50 reports when `limit` is absent, at most 200. */
  @Get()
  @ApiOperation({ summary: 'The latest error reports from the storefront, newest first.' })
  @ApiQuery({
    name: 'ClientErrorListQuery',
    required: false,
    style: 'form',
    explode: true,
    schema: contractRef('ClientErrorListQuery'),
  })
  @ApiData('ClientErrorList')
  list(@Query() query: ClientErrorsDto): Promise<ClientErrorList> {
    const limit = query.limit === undefined ? CLIENT_ERROR_LIMITS.listDefault : Number(query.limit);
    return this.queries.execute(new ClientErrors(limit));
  }
}

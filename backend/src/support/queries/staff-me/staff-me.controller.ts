import { Controller, Get, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SupportStaffResponse } from '@shop/contracts';
import type { Request } from 'express';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { StaffMe } from './staff-me.query';

@ApiTags('support')
@ApiCookieAuth()
@Controller('support')
export class StaffMeController {
  constructor(private readonly queries: QueryBus) {}

  @Get('me')
  @ApiOperation({
    summary: 'The support agent signed in on this session (401 when none, 403 for a customer).',
  })
  @ApiData('SupportStaffResponse')
  me(@Req() request: Request): Promise<SupportStaffResponse> {
    return this.queries.execute(new StaffMe(request.shopSession));
  }
}

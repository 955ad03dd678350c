import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { HeaderInfo } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { CATALOGUE_CACHE } from '../cache-control';
import { GetHeader } from './get-header.query';

@ApiTags('catalogue')
@Controller('landing-page')
export class GetHeaderController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `GET /api/landing-page/header`: the header's 'Earliest available delivery' date. */
  @Get('header')
  @Header('Cache-Control', CATALOGUE_CACHE)
  @ApiOperation({ summary: "The header's earliest available delivery date." })
  @ApiData('HeaderInfo')
  header(): Promise<HeaderInfo> {
    return this.queryBus.execute(new GetHeader());
  }
}

import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { JournalPostSummary } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { CONTENT_CACHE } from '../cache-control';
import { GetJournal } from './get-journal.query';

@ApiTags('content')
@Controller('journal')
export class GetJournalController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `GET /api/journal`: the `/journal` page's list. */
  @Get()
  @Header('Cache-Control', CONTENT_CACHE)
  @ApiOperation({ summary: 'The published journal posts, newest first, without their bodies.' })
  @ApiData('JournalPostSummary', { isArray: true })
  journal(): Promise<JournalPostSummary[]> {
    return this.queryBus.execute(new GetJournal());
  }
}

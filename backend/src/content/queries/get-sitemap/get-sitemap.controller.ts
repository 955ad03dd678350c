import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SitemapGroup } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { CONTENT_CACHE } from '../cache-control';
import { GetSitemap } from './get-sitemap.query';

@ApiTags('content')
@Controller('sitemap')
export class GetSitemapController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `GET /api/sitemap`: the human-readable `/sitemap` page's groups. */
  @Get()
  @Header('Cache-Control', CONTENT_CACHE)
  @ApiOperation({ summary: 'Every listed page, grouped by kind, with titles (as sitemap.xml).' })
  @ApiData('SitemapGroup', { isArray: true })
  sitemap(): Promise<SitemapGroup[]> {
    return this.queryBus.execute(new GetSitemap());
  }
}

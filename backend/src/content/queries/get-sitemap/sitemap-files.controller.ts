import { Controller, Get, Inject, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SitemapGroup } from '@shop/contracts';
import type { Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { ApiFileAnswer } from '../../../platform/http/api-docs/api-docs.decorators';
import { robotsTxt, sitemapXml } from '../../domain/sitemap';
import { CONTENT_CACHE } from '../cache-control';
import { GetSitemap } from './get-sitemap.query';

/**
 * `GET /sitemap.xml` and `GET /robots.txt`, served outside `/api` (app.factory.ts excludes them
 * from the prefix; the storefront's page handler leaves them alone), with absolute URLs from the
 * configured public origin (`PUBLIC_URL`).
 */
@ApiTags('content')
@Controller()
export class SitemapFilesController {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('sitemap.xml')
  @ApiOperation({ summary: 'The sitemap for search engines (sitemaps.org 0.9).' })
  @ApiFileAnswer(['application/xml'], 'Every listed page as an absolute URL')
  async sitemapXml(@Res() response: Response): Promise<void> {
    const groups: SitemapGroup[] = await this.queryBus.execute(new GetSitemap());
    response.setHeader('Cache-Control', CONTENT_CACHE);
    response
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(groups, this.config.publicOrigin));
  }

  @Get('robots.txt')
  @ApiOperation({ summary: 'What search engines may crawl, and where the sitemap is.' })
  @ApiFileAnswer(['text/plain'], 'robots.txt')
  robotsTxt(@Res() response: Response): void {
    response.setHeader('Cache-Control', CONTENT_CACHE);
    response.type('text/plain; charset=utf-8').send(robotsTxt(this.config.publicOrigin));
  }
}

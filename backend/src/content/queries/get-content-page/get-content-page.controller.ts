import { Controller, Get, Header, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { ContentPage } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { CONTENT_MESSAGES } from '../../domain/content.messages';
import { CONTENT_CACHE } from '../cache-control';
import { SlugPipe } from '../slug-pipe';
import { GetContentPage } from './get-content-page.query';

@ApiTags('content')
@Controller('content-page')
export class GetContentPageController {
  constructor(private readonly queryBus: QueryBus) {}

  /**
   * `GET /api/content-page/{slug}`: `/about-us`, `/faq`, `/box`… (docs/rules-storefront.md
   * "Routes", "Content pages").
   */
  @Get(':slug')
  @Header('Cache-Control', CONTENT_CACHE)
  @ApiOperation({ summary: 'A content page with its sections, figures, cards, offer or carousel.' })
  @ApiParam({
    name: 'slug',
    description: 'The page: about-us, why-choose-flowers, delivery, faq, terms, box…',
    schema: { type: 'string', pattern: '^[a-z0-9-]{1,80}$' },
  })
  @ApiData('ContentPage')
  contentPage(
    @Param('slug', new SlugPipe(CONTENT_MESSAGES.badPageSlug)) slug: string,
  ): Promise<ContentPage> {
    return this.queryBus.execute(new GetContentPage({ slug }));
  }
}

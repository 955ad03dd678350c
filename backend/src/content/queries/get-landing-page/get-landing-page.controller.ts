import { Controller, Get, Header, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { LandingPage } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { IdPipe } from '../../../platform/http/path-pipes';
import { CONTENT_MESSAGES } from '../../domain/content.messages';
import { CONTENT_CACHE } from '../cache-control';
import { GetLandingPage } from './get-landing-page.query';

@ApiTags('content')
@Controller('landing-page')
export class GetLandingPageController {
  constructor(private readonly queryBus: QueryBus) {}

  /**
   * `GET /api/landing-page/{id}`. The catalogue's `GET /api/landing-page/header` is registered
   * before this route (the catalogue module comes first), so `header` never reaches it.
   */
  @Get(':id')
  @Header('Cache-Control', CONTENT_CACHE)
  @ApiOperation({ summary: "A landing page's SEO title, description, heading and picture." })
  @ApiParam({
    name: 'id',
    description: 'The landing page id: 1 home, 2 hamper delivery, 3 greetings cards',
    schema: { type: 'integer', minimum: 1 },
  })
  @ApiData('LandingPage')
  landingPage(
    @Param('id', new IdPipe(CONTENT_MESSAGES.badLandingPageId)) id: number,
  ): Promise<LandingPage> {
    return this.queryBus.execute(new GetLandingPage({ id }));
  }
}

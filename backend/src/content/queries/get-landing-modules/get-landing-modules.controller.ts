import { Controller, Get, Header, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { LandingModule } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { IdPipe } from '../../../platform/http/path-pipes';
import { CONTENT_MESSAGES } from '../../domain/content.messages';
import { CONTENT_CACHE } from '../cache-control';
import { GetLandingModules } from './get-landing-modules.query';

@ApiTags('content')
@Controller('landing-page')
export class GetLandingModulesController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `GET /api/landing-page/modules/{id}`. */
  @Get('modules/:id')
  @Header('Cache-Control', CONTENT_CACHE)
  @ApiOperation({
    summary: "A landing page's modules in display order, with today's products in product modules.",
  })
  @ApiParam({
    name: 'id',
    description: 'The landing page id: 1 home, 2 hamper delivery, 3 greetings cards',
    schema: { type: 'integer', minimum: 1 },
  })
  @ApiData('LandingModule', { isArray: true })
  landingModules(
    @Param('id', new IdPipe(CONTENT_MESSAGES.badLandingPageId)) id: number,
  ): Promise<LandingModule[]> {
    return this.queryBus.execute(new GetLandingModules({ id }));
  }
}

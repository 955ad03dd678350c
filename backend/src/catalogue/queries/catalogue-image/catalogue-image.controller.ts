import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiFileAnswer } from '../../../platform/http/api-docs/api-docs.decorators';
import { CatalogueImage } from './catalogue-image.query';

const ONE_YEAR = 'public, max-age=31536000, immutable';

/** Product, pot and addon pictures, cached for a year by browsers. Served outside `/api`. */
@ApiTags('catalogue')
@Controller('images')
export class CatalogueImageController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':kind/:file')
  @ApiOperation({ summary: 'A generated product, pot or addon picture.' })
  @ApiParam({
    name: 'kind',
    description: 'What the picture shows',
    schema: { type: 'string', enum: ['products', 'pots', 'addons'] },
  })
  @ApiParam({
    name: 'file',
    description: '{id}-{size}.svg, size 586 or 285',
    schema: { type: 'string', pattern: '^[1-9]\\d{0,8}-(586|285)\\.svg$' },
  })
  @ApiFileAnswer(['image/svg+xml'], 'The picture as SVG')
  async image(
    @Param('kind') kind: string,
    @Param('file') file: string,
    @Res() response: Response,
  ): Promise<void> {
    const svg = await this.queryBus.execute(new CatalogueImage({ kind, file }));
    response.setHeader('Cache-Control', ONE_YEAR);
    response.type('image/svg+xml').send(svg);
  }
}

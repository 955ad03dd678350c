import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError } from '../platform/domain-error';
import { CATALOGUE_MESSAGES } from './catalogue.messages';
import { CatalogueService } from './catalogue.service';
import { renderProductImage } from './images/product-image';

const ONE_YEAR = 'public, max-age=31536000, immutable';
const FILE = /^([1-9]\d{0,8})-(586|285)\.svg$/;

/**
 * Product, pot and addon pictures drawn by the project (DOMAIN.md: no outside URLs), rendered
 * once per size and cached for a year by browsers. Served outside `/api`.
 */
@Controller('images')
export class ImagesController {
  private readonly rendered = new Map<string, string>();

  constructor(private readonly catalogue: CatalogueService) {}

  @Get(':kind/:file')
  async image(
    @Param('kind') kind: string,
    @Param('file') file: string,
    @Res() response: Response,
  ): Promise<void> {
    const match = FILE.exec(file);
    if (!match || !['products', 'pots', 'addons'].includes(kind)) {
      throw new DomainError(CATALOGUE_MESSAGES.productNotFound, 404);
    }
    const id = Number(match[1]);
    const size = Number(match[2]) as 586 | 285;
    const key = `${kind}/${id}/${size}`;
    let svg = this.rendered.get(key);
    if (!svg) {
      svg = await this.render(kind, id, size);
      this.rendered.set(key, svg);
    }
    response.setHeader('Cache-Control', ONE_YEAR);
    response.type('image/svg+xml').send(svg);
  }

  private async render(kind: string, id: number, size: 586 | 285): Promise<string> {
    const snapshot = await this.catalogue.snapshot();
    const item =
      kind === 'products'
        ? snapshot.productsById.get(id)
        : kind === 'pots'
          ? snapshot.pots.find((p) => p.id === id)
          : snapshot.addons.find((a) => a.id === id);
    if (!item) throw new DomainError(CATALOGUE_MESSAGES.productNotFound, 404);
    const motif = 'imageMotif' in item ? item.imageMotif : kind === 'pots' ? 'pot' : 'addon';
    return renderProductImage(motif, item.imageColours, size, id);
  }
}

import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../platform/domain-error';
import { CatalogueService } from '../../catalogue.service';
import { CATALOGUE_MESSAGES } from '../../domain/catalogue.messages';
import { renderProductImage } from '../../images/product-image';
import { CatalogueImage } from './catalogue-image.query';

const KINDS = ['products', 'pots', 'addons'];
const FILE = /^([1-9]\d{0,8})-(586|285)\.svg$/;

/**
 * Pictures drawn by the project (docs/business-rules.md "Catalogue seed": no outside URLs),
 * rendered once per size and kept, since the catalogue they are drawn from only changes with a new
 * seed.
 */
@QueryHandler(CatalogueImage)
export class CatalogueImageHandler implements IQueryHandler<CatalogueImage> {
  private readonly rendered = new Map<string, string>();

  constructor(private readonly catalogue: CatalogueService) {}

  async execute({ params: { kind, file } }: CatalogueImage): Promise<string> {
    const match = FILE.exec(file);
    if (!match || !KINDS.includes(kind)) {
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
    return svg;
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

import { Controller, Get, Header, Param } from '@nestjs/common';
import {
  POT_CUSTOMISATION_ATTRIBUTE_ID,
  type BreadcrumbItem,
  type PotAddon,
  type ProductBySlugResponse,
  type ProductByVariantResponse,
  type ProductTab,
  type RelatedProduct,
} from '@shop/contracts';
import { DomainError } from '../platform/domain-error';
import { IdPipe } from '../platform/http/path-pipes';
import { toPot, toProductDetail, toRelated, withVariant } from './catalogue.mapper';
import { CATALOGUE_MESSAGES } from './catalogue.messages';
import { CatalogueService } from './catalogue.service';
import type { ProductEntity } from './entities/product.entity';

const CACHED = 'public, max-age=300';

@Controller('product')
export class ProductController {
  constructor(private readonly catalogue: CatalogueService) {}

  /** `GET /api/product/slug/{slug}`: no `product` when the slug is unknown (spec 001 §2.5). */
  @Get('slug/:slug')
  async bySlug(@Param('slug') slug: string): Promise<ProductBySlugResponse> {
    const product = (await this.catalogue.snapshot()).productsBySlug.get(slug);
    if (!product) return { breadcrumb: [], email: null };
    return {
      product: toProductDetail(product, this.catalogue.deliveryFacts()),
      breadcrumb: this.breadcrumb(product),
      email: null,
    };
  }

  @Get('tabs/:productId')
  @Header('Cache-Control', CACHED)
  async tabs(@Param('productId', IdPipe) productId: number): Promise<ProductTab[]> {
    const snapshot = await this.catalogue.snapshot();
    this.require(snapshot.productsById.get(productId));
    // Tabs carry no picture of their own: the page shows the product's image beside them.
    return snapshot.tabs.map((t) => ({ ...t, image: null }));
  }

  @Get('you-may-also-be-interested-in/:productId')
  @Header('Cache-Control', CACHED)
  async related(@Param('productId', IdPipe) productId: number): Promise<RelatedProduct[]> {
    const snapshot = await this.catalogue.snapshot();
    const product = this.require(snapshot.productsById.get(productId));
    return product.relatedIds
      .map((id) => snapshot.productsById.get(id))
      .filter((p): p is ProductEntity => Boolean(p?.available))
      .map(toRelated);
  }

  /** `GET /api/product/id/{variantId}`: the product as that variant. */
  @Get('id/:variantId')
  async byVariant(
    @Param('variantId', IdPipe) variantId: number,
  ): Promise<ProductByVariantResponse> {
    const snapshot = await this.catalogue.snapshot();
    const product =
      snapshot.productsByVariantId.get(variantId) ?? snapshot.productsById.get(variantId);
    const detail = toProductDetail(this.require(product), this.catalogue.deliveryFacts());
    return { product: withVariant(detail, variantId), errors: [] };
  }

  /** `GET /api/product/{productId}/extras/{customisationAttributeId}`: pots (spec 000 §7). */
  @Get(':productId/extras/:attributeId')
  @Header('Cache-Control', CACHED)
  async extras(
    @Param('productId', IdPipe) productId: number,
    @Param('attributeId', IdPipe) attributeId: number,
  ): Promise<PotAddon[]> {
    const snapshot = await this.catalogue.snapshot();
    const product = this.require(snapshot.productsById.get(productId));
    if (attributeId !== POT_CUSTOMISATION_ATTRIBUTE_ID || !product.isCustomisable) {
      throw new DomainError(CATALOGUE_MESSAGES.noExtras, 404);
    }
    return snapshot.pots.map(toPot);
  }

  private require(product: ProductEntity | undefined): ProductEntity {
    if (!product) throw new DomainError(CATALOGUE_MESSAGES.productNotFound, 404);
    return product;
  }

  private breadcrumb(product: ProductEntity): BreadcrumbItem[] {
    const category = [...product.categories].sort((a, b) => a.id - b.id)[0];
    return [
      { name: 'Home', url: '/' },
      ...(category ? [{ name: category.name, url: `/category/${category.slug}` }] : []),
      { name: product.name, url: `/product/${product.slug}` },
    ];
  }
}

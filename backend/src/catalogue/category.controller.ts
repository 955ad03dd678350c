import { Controller, Get, Header, Param } from '@nestjs/common';
import type { CategoryProductsResponse, CategoryResponse, ListingProduct } from '@shop/contracts';
import { DomainError } from '../platform/domain-error';
import { IdPipe, IsoDatePipe } from '../platform/http/path-pipes';
import { toListingProduct } from './catalogue.mapper';
import { CATALOGUE_MESSAGES } from './catalogue.messages';
import { CatalogueService } from './catalogue.service';

const CACHED = 'public, max-age=300';

@Controller()
export class CategoryController {
  constructor(private readonly catalogue: CatalogueService) {}

  /** `GET /api/category/{slug}`: the category, its filters and its products (spec 001 §7). */
  @Get('category/:slug')
  @Header('Cache-Control', CACHED)
  async category(@Param('slug') slug: string): Promise<CategoryResponse> {
    const snapshot = await this.catalogue.snapshot();
    const category = snapshot.categoriesBySlug.get(slug);
    if (!category) throw new DomainError(CATALOGUE_MESSAGES.categoryNotFound, 404);
    const facts = this.catalogue.deliveryFacts();
    const products = snapshot.products
      .filter((p) => p.categories.some((c) => c.id === category.id))
      .map((p) => toListingProduct(p, facts));
    const { defaultSort, ...fields } = category;
    return {
      category: fields,
      defaultSort,
      attributes: snapshot.attributeGroups.map((g) => ({
        id: g.id,
        name: g.name,
        children: g.children.map((c) => ({ id: c.id, name: c.name })),
      })),
      products,
    };
  }

  /** `GET /api/category-products/{categoryId}`: the category's products keyed by id. */
  @Get('category-products/:categoryId')
  categoryProducts(
    @Param('categoryId', IdPipe) categoryId: number,
  ): Promise<CategoryProductsResponse> {
    return this.productsOf(categoryId, null);
  }

  /** `GET /api/category-products/{categoryId}/{date}`: only products deliverable on that date. */
  @Get('category-products/:categoryId/:date')
  categoryProductsOn(
    @Param('categoryId', IdPipe) categoryId: number,
    @Param('date', IsoDatePipe) date: string,
  ): Promise<CategoryProductsResponse> {
    return this.productsOf(categoryId, date);
  }

  private async productsOf(
    categoryId: number,
    date: string | null,
  ): Promise<CategoryProductsResponse> {
    const snapshot = await this.catalogue.snapshot();
    if (!snapshot.categoriesById.has(categoryId)) {
      throw new DomainError(CATALOGUE_MESSAGES.categoryNotFound, 404);
    }
    const facts = this.catalogue.deliveryFacts();
    const earliest = this.catalogue.earliestOverall();
    if (date && earliest && date < earliest && !this.anyDeliverable(snapshot.products, date)) {
      return { products: {}, errors: [CATALOGUE_MESSAGES.pastDate] };
    }
    const products: Record<string, ListingProduct> = {};
    for (const product of snapshot.products) {
      if (!product.categories.some((c) => c.id === categoryId)) continue;
      if (date && !(product.available && this.catalogue.isDeliverable(product.distributor, date)))
        continue;
      products[String(product.id)] = toListingProduct(product, facts);
    }
    return { products, errors: [] };
  }

  private anyDeliverable(
    products: { distributor: Parameters<CatalogueService['isDeliverable']>[0] }[],
    date: string,
  ) {
    return products.some((p) => this.catalogue.isDeliverable(p.distributor, date));
  }
}

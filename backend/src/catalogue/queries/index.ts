import { GetCategoryController } from './get-category/get-category.controller';
import { GetCategoryHandler } from './get-category/get-category.handler';
import { CategoryProductsController } from './category-products/category-products.controller';
import { CategoryProductsHandler } from './category-products/category-products.handler';
import { ProductBySlugController } from './product-by-slug/product-by-slug.controller';
import { ProductBySlugHandler } from './product-by-slug/product-by-slug.handler';
import { ProductTabsController } from './product-tabs/product-tabs.controller';
import { ProductTabsHandler } from './product-tabs/product-tabs.handler';
import { RelatedProductsController } from './related-products/related-products.controller';
import { RelatedProductsHandler } from './related-products/related-products.handler';
import { ProductByVariantController } from './product-by-variant/product-by-variant.controller';
import { ProductByVariantHandler } from './product-by-variant/product-by-variant.handler';
import { ProductExtrasController } from './product-extras/product-extras.controller';
import { ProductExtrasHandler } from './product-extras/product-extras.handler';
import { GetHeaderController } from './get-header/get-header.controller';
import { GetHeaderHandler } from './get-header/get-header.handler';
import { FavouritesController } from './favourites/favourites.controller';
import { FavouritesHandler } from './favourites/favourites.handler';
import { SearchProductsController } from './search-products/search-products.controller';
import { SearchProductsHandler } from './search-products/search-products.handler';
import { SearchCardsController } from './search-cards/search-cards.controller';
import { SearchCardsHandler } from './search-cards/search-cards.handler';
import { CatalogueImageController } from './catalogue-image/catalogue-image.controller';
import { CatalogueImageHandler } from './catalogue-image/catalogue-image.handler';

/**
 * Every catalogue route, in registration order. No two paths overlap (each literal segment sits
 * where no parameter of another route could match it), so the order is for the reader only.
 */
export const CATALOGUE_QUERY_CONTROLLERS = [
  GetCategoryController,
  CategoryProductsController,
  ProductBySlugController,
  ProductTabsController,
  RelatedProductsController,
  ProductByVariantController,
  ProductExtrasController,
  GetHeaderController,
  FavouritesController,
  SearchProductsController,
  SearchCardsController,
  CatalogueImageController,
];

/** Every catalogue query handler, spread into the module's providers. */
export const CATALOGUE_QUERY_HANDLERS = [
  GetCategoryHandler,
  CategoryProductsHandler,
  ProductBySlugHandler,
  ProductTabsHandler,
  RelatedProductsHandler,
  ProductByVariantHandler,
  ProductExtrasHandler,
  GetHeaderHandler,
  FavouritesHandler,
  SearchProductsHandler,
  SearchCardsHandler,
  CatalogueImageHandler,
];

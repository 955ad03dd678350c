// The catalogue's public face: other modules import from here, never from its files.
export { CatalogueModule } from './catalogue.module';
export { CatalogueService } from './catalogue.service';
export { CATALOGUE_MESSAGES } from './domain/catalogue.messages';
export type { CatalogueSnapshot } from './entities/catalogue-snapshot';
export { potImage, productImage, toListingProduct } from './domain/catalogue.mapper';
export type { DeliveryFacts } from './domain/delivery-facts';
export type { ProductEntity } from './entities/product.entity';
export type { AddonEntity, PotEntity } from './entities/extras.entity';
export { SEED_ADDONS, SEED_CATEGORIES, SEED_POTS, SEED_PRODUCTS } from './seed';

import { Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeliveryModule } from '../delivery/delivery.module';
import { SeedRunner } from '../platform/seed/seed-runner';
import { CatalogueSeeder } from './catalogue.seeder';
import { CatalogueService } from './catalogue.service';
import { CategoryController } from './category.controller';
import { AttributeEntity, AttributeGroupEntity } from './entities/attribute.entity';
import { CategoryEntity } from './entities/category.entity';
import { AddonEntity, PotEntity, ProductTabEntity } from './entities/extras.entity';
import { ProductEntity } from './entities/product.entity';
import { VariantEntity } from './entities/variant.entity';
import { HeaderFavouritesController } from './header-favourites.controller';
import { ImagesController } from './images.controller';
import { ProductController } from './product.controller';
import { SearchController } from './search/search.controller';

/** Products, categories, filters, pots and extras, search (ARCHITECTURE.md `catalogue`). */
@Module({
  imports: [
    DeliveryModule,
    TypeOrmModule.forFeature([
      CategoryEntity,
      AttributeGroupEntity,
      AttributeEntity,
      ProductEntity,
      VariantEntity,
      PotEntity,
      AddonEntity,
      ProductTabEntity,
    ]),
  ],
  controllers: [
    CategoryController,
    ProductController,
    HeaderFavouritesController,
    SearchController,
    ImagesController,
  ],
  providers: [CatalogueService],
  exports: [CatalogueService],
})
export class CatalogueModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly seedRunner: SeedRunner,
    private readonly catalogue: CatalogueService,
  ) {}

  // Registered on init so the runner, which applies pending seeders at bootstrap, sees it.
  onModuleInit(): void {
    this.seedRunner.register(new CatalogueSeeder());
  }

  /** Loads the catalogue and builds the search indexes once seeded, before the first request. */
  async onApplicationBootstrap(): Promise<void> {
    await this.seedRunner.runPending();
    this.catalogue.invalidate();
    await this.catalogue.search();
  }
}

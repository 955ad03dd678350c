import { Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeliveryRulesModule } from '../delivery-rules';
import { SeedRunner } from '../platform/seed/seed-runner';
import { CatalogueService } from './catalogue.service';
import { AttributeEntity, AttributeGroupEntity } from './entities/attribute.entity';
import { CategoryEntity } from './entities/category.entity';
import { AddonEntity, PotEntity, ProductTabEntity } from './entities/extras.entity';
import { ProductEntity } from './entities/product.entity';
import { VariantEntity } from './entities/variant.entity';
import { CATALOGUE_QUERY_CONTROLLERS, CATALOGUE_QUERY_HANDLERS } from './queries';
import { CatalogueSeeder } from './seed/catalogue.seeder';

/**
 * Products, categories, filters, pots and extras, search (docs/architecture.md "Backend modules").
 */
@Module({
  imports: [
    // Imported first so the delivery methods are seeded before the catalogue.
    DeliveryRulesModule,
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
  controllers: [...CATALOGUE_QUERY_CONTROLLERS],
  providers: [CatalogueService, ...CATALOGUE_QUERY_HANDLERS],
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

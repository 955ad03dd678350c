import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueDelivery } from '../catalogue/catalogue-delivery';
import { SeedRunner } from '../platform/seed/seed-runner';
import { CatalogueDeliveryAdapter } from './catalogue-delivery.adapter';
import { DeliveryMethodEntity } from './delivery-method.entity';
import { DeliveryMethodsSeeder } from './delivery-methods.seeder';

/** Delivery methods and the delivery calendar (DOMAIN.md "Delivery methods (seeded)"). */
@Module({
  imports: [TypeOrmModule.forFeature([DeliveryMethodEntity])],
  providers: [{ provide: CatalogueDelivery, useClass: CatalogueDeliveryAdapter }],
  exports: [CatalogueDelivery],
})
export class DeliveryModule implements OnModuleInit {
  constructor(private readonly seedRunner: SeedRunner) {}

  // Registered on init so the runner, which applies pending seeders at bootstrap, sees it.
  onModuleInit(): void {
    this.seedRunner.register(new DeliveryMethodsSeeder());
  }
}

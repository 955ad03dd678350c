import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SeedRunner } from '../platform/seed/seed-runner';
import { DeliveryMethodsSeeder } from './delivery-methods.seeder';
import { DeliveryMethodEntity } from './entities/delivery-method.entity';

/**
 * The delivery rules' data: the seeded `delivery_methods` table (docs/business-rules.md
 * "Delivery methods"). The rules themselves are pure functions in `domain/`, imported through
 * `index.ts` by the catalogue, the delivery endpoints and the basket; this module imports no other
 * domain.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DeliveryMethodEntity])],
})
export class DeliveryRulesModule implements OnModuleInit {
  constructor(private readonly seedRunner: SeedRunner) {}

  // Registered on init so the runner, which applies pending seeders at bootstrap, sees it.
  onModuleInit(): void {
    this.seedRunner.register(new DeliveryMethodsSeeder());
  }
}

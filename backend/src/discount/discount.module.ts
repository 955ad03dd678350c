import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BasketModule } from '../basket';
import { SubscriptionRunner } from '../platform/event-store/subscription-runner';
import { SeedRunner } from '../platform/seed/seed-runner';
import { DISCOUNT_COMMAND_CONTROLLERS, DISCOUNT_COMMAND_HANDLERS } from './commands';
import { DiscountApplication } from './discount-application.service';
import { DiscountCodes } from './discount-codes.service';
import { DiscountCodeEntity } from './entities/discount-code.entity';
import { DiscountRedemptionEntity } from './entities/discount-redemption.entity';
import { DiscountRedemptionsSubscriber } from './projections/discount-redemptions/discount-redemptions.subscriber';
import { DISCOUNT_QUERY_CONTROLLERS, DISCOUNT_QUERY_HANDLERS } from './queries';
import { DiscountCodesSeeder } from './seed/discount-codes.seeder';

/**
 * Discount codes and affiliates (docs/architecture.md `discount`): the codes a shop owner adds,
 * their dates and limits, wrong-code throttling; the basket records the code and its effect.
 */
@Module({
  imports: [BasketModule, TypeOrmModule.forFeature([DiscountCodeEntity, DiscountRedemptionEntity])],
  controllers: [...DISCOUNT_QUERY_CONTROLLERS, ...DISCOUNT_COMMAND_CONTROLLERS],
  providers: [
    DiscountCodes,
    DiscountApplication,
    ...DISCOUNT_QUERY_HANDLERS,
    ...DISCOUNT_COMMAND_HANDLERS,
  ],
  exports: [DiscountApplication],
})
export class DiscountModule implements OnModuleInit {
  constructor(
    private readonly seedRunner: SeedRunner,
    private readonly subscriptions: SubscriptionRunner,
  ) {}

  onModuleInit(): void {
    this.seedRunner.register(new DiscountCodesSeeder());
    this.subscriptions.register(new DiscountRedemptionsSubscriber());
  }
}

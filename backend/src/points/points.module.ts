import { Module, type OnModuleInit } from '@nestjs/common';
import { BasketModule } from '../basket';
import { EventStore } from '../platform/event-store/event-store';
import { SubscriptionRunner } from '../platform/event-store/subscription-runner';
import { CHECKOUT_POINTS_CONTROLLERS, CHECKOUT_POINTS_PROVIDERS } from './checkout';
import { PointsLedgerService } from './points-ledger.service';
import { PointsEarnerSubscriber } from './projections/points-earner/points-earner.subscriber';
import { POINTS_QUERY_HANDLERS } from './queries';
import { GetAccountPointsController } from './queries/get-account-points/get-account-points.controller';

/**
 * Posy Points (docs/architecture.md): an event-sourced ledger per customer, credited for paid
 * orders and referrals by a checkpointed subscriber, put towards baskets at checkout
 * (`/api/checkout/posy-points/*`, basket events) and spent by the payment.
 */
@Module({
  imports: [BasketModule],
  controllers: [GetAccountPointsController, ...CHECKOUT_POINTS_CONTROLLERS],
  providers: [PointsLedgerService, ...POINTS_QUERY_HANDLERS, ...CHECKOUT_POINTS_PROVIDERS],
  exports: [PointsLedgerService],
})
export class PointsModule implements OnModuleInit {
  constructor(
    private readonly runner: SubscriptionRunner,
    private readonly store: EventStore,
  ) {}

  // Registered before the application boots, when the runner starts following the log.
  onModuleInit(): void {
    this.runner.register(new PointsEarnerSubscriber(this.store));
  }
}

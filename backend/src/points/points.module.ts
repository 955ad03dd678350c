import { Module, type OnModuleInit } from '@nestjs/common';
import { EventStore } from '../platform/event-store/event-store';
import { SubscriptionRunner } from '../platform/event-store/subscription-runner';
import { PointsLedgerService } from './points-ledger.service';
import { PointsEarnerSubscriber } from './projections/points-earner/points-earner.subscriber';
import { POINTS_QUERY_HANDLERS } from './queries';
import { GetAccountPointsController } from './queries/get-account-points/get-account-points.controller';

/**
 * Posy Points (docs/architecture.md): an event-sourced ledger per customer, credited for paid
 * orders and referrals by a checkpointed subscriber, spent by the payment.
 */
@Module({
  controllers: [GetAccountPointsController],
  providers: [PointsLedgerService, ...POINTS_QUERY_HANDLERS],
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

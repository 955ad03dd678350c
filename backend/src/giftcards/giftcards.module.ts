import { randomBytes } from 'node:crypto';
import { Module, type OnModuleInit } from '@nestjs/common';
import { EventStore } from '../platform/event-store/event-store';
import { ProjectionRegistry } from '../platform/event-store/projection-registry';
import { SubscriptionRunner } from '../platform/event-store/subscription-runner';
import { GiftCardLedger } from './gift-card-ledger.service';
import { GiftCardIssuerSubscriber } from './projections/gift-card-issuer/gift-card-issuer.subscriber';
import { giftCardsProjection } from './projections/gift-cards/gift-cards.projection';
import { GiftCardsQueries } from './projections/gift-cards/gift-cards.queries';
import { GIFT_CARD_QUERY_HANDLERS } from './queries';
import { GetGiftCardBalanceController } from './queries/get-gift-card-balance/get-gift-card-balance.controller';
import { GetGiftCardPageController } from './queries/get-gift-card-page/get-gift-card-page.controller';

/** Gift cards (docs/architecture.md): an event-sourced ledger per card, issued for paid orders. */
@Module({
  // The balance route first: `/gift-card/balance/{code}` also fits `/gift-card/{orderId}/{code}`.
  controllers: [GetGiftCardBalanceController, GetGiftCardPageController],
  providers: [GiftCardsQueries, GiftCardLedger, ...GIFT_CARD_QUERY_HANDLERS],
  exports: [GiftCardLedger],
})
export class GiftCardsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly runner: SubscriptionRunner,
    private readonly store: EventStore,
  ) {}

  // Both must be known before the first append and before the runner starts following the log.
  onModuleInit(): void {
    this.projections.register(giftCardsProjection);
    this.runner.register(new GiftCardIssuerSubscriber(this.store, randomBytes));
  }
}

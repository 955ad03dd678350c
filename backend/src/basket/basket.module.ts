import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../platform/event-store/projection-registry';
import { CheckoutController } from './checkout.controller';
import { checkoutStateProjection } from './projections/checkout-state/checkout-state.projection';
import { CheckoutStateQueries } from './projections/checkout-state/checkout-state.queries';

/** The event-sourced basket (ARCHITECTURE.md `basket`). */
@Module({
  controllers: [CheckoutController],
  providers: [CheckoutStateQueries],
})
export class BasketModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  // Inline projections must be known before the first append.
  onModuleInit(): void {
    this.projections.register(checkoutStateProjection);
  }
}

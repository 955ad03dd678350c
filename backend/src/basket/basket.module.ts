import { BasketCarryOver } from './commands/merge-basket/basket-carry-over';
import { Module, type OnModuleInit } from '@nestjs/common';
import { CatalogueModule } from '../catalogue';
import { ProjectionRegistry } from '../platform/event-store/projection-registry';
import { SessionResidents } from '../platform/session/session-residents';
import { SessionModule } from '../platform/session/session.module';
import { BASKET_COMMAND_HANDLERS } from './commands';
import { AddGiftCardController } from './commands/add-gift-card/add-gift-card.controller';
import { AddProductController } from './commands/add-product/add-product.controller';
import { BeginCheckoutController } from './commands/begin-checkout/begin-checkout.controller';
import { BasketCommandRunner } from './commands/basket-command-runner';
import { OrderLookupService } from './commands/order-lookup.service';
import { RemoveOrderController } from './commands/remove-order/remove-order.controller';
import { UpdateOrderController } from './commands/update-order/update-order.controller';
import { UploadCardImageController } from './commands/upload-card-image/upload-card-image.controller';
import { CardImageBudgets } from './personalisation/card-image-budgets';
import { CardImageEncoder } from './personalisation/card-image-encoder';
import { CardImageIntake } from './personalisation/card-image-intake';
import { CardImageSweep } from './personalisation/card-image-sweep';
import { CardImageService } from './personalisation/card-image.service';
import { PersonalisationCheck } from './personalisation/personalisation-check';
import { checkoutStateProjection } from './projections/checkout-state/checkout-state.projection';
import { CheckoutStateQueries } from './projections/checkout-state/checkout-state.queries';
import { BASKET_QUERY_HANDLERS } from './queries';
import { BasketSessionResident } from './sessions/basket-session-resident';
import { GetCardImageController } from './queries/get-card-image/get-card-image.controller';
import { GetCardPersonalisationConfigController } from './queries/get-card-personalisation-config/get-card-personalisation-config.controller';
import { GetCheckoutAddonsController } from './queries/get-checkout-addons/get-checkout-addons.controller';
import { GetCheckoutWithRedirectController } from './queries/get-checkout-with-redirect/get-checkout-with-redirect.controller';
import { GetCheckoutController } from './queries/get-checkout/get-checkout.controller';
import { GetEditDeliveryController } from './queries/get-edit-delivery/get-edit-delivery.controller';
import { ValidateOrderController } from './queries/validate-order/validate-order.controller';

/** The event-sourced basket (docs/architecture.md "Backend modules"). */
@Module({
  imports: [CatalogueModule, SessionModule],
  controllers: [
    GetCheckoutController,
    GetCheckoutWithRedirectController,
    RemoveOrderController,
    UpdateOrderController,
    GetEditDeliveryController,
    GetCardPersonalisationConfigController,
    GetCheckoutAddonsController,
    AddProductController,
    AddGiftCardController,
    ValidateOrderController,
    UploadCardImageController,
    GetCardImageController,
    BeginCheckoutController,
  ],
  exports: [BasketCommandRunner, CheckoutStateQueries, BasketCarryOver],
  providers: [
    CheckoutStateQueries,
    BasketCommandRunner,
    BasketCarryOver,
    OrderLookupService,
    CardImageService,
    CardImageBudgets,
    CardImageEncoder,
    CardImageIntake,
    CardImageSweep,
    PersonalisationCheck,
    BasketSessionResident,
    ...BASKET_COMMAND_HANDLERS,
    ...BASKET_QUERY_HANDLERS,
  ],
})
export class BasketModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly sessions: SessionResidents,
    private readonly sessionResident: BasketSessionResident,
  ) {}

  // Inline projections must be known before the first append.
  onModuleInit(): void {
    this.projections.register(checkoutStateProjection);
    this.sessions.register(this.sessionResident);
  }
}

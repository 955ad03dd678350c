import { Module, type OnModuleInit } from '@nestjs/common';
import { CatalogueModule } from '../catalogue';
import { ProjectionRegistry } from '../platform/event-store/projection-registry';
import { BasketCommandRunner } from './basket-command-runner';
import { CheckoutAddonsController } from './checkout-addons.controller';
import { CheckoutOrderController } from './checkout-order.controller';
import { CheckoutController } from './checkout.controller';
import { CardImageUploadController } from './personalisation/card-image-upload.controller';
import { CardImageService } from './personalisation/card-image.service';
import { PersonalisationCheck } from './personalisation/personalisation-check';
import { CardImagesController } from './personalisation/card-images.controller';
import { BASKET_COMMAND_HANDLERS } from './commands';
import { ProductAddController } from './product-add.controller';
import { checkoutStateProjection } from './projections/checkout-state/checkout-state.projection';
import { CheckoutStateQueries } from './projections/checkout-state/checkout-state.queries';
import { CheckoutValidationController } from './validation/checkout-validation.controller';

/** The event-sourced basket (ARCHITECTURE.md `basket`). */
@Module({
  imports: [CatalogueModule],
  controllers: [
    CheckoutController,
    CheckoutOrderController,
    CheckoutAddonsController,
    ProductAddController,
    CheckoutValidationController,
    CardImageUploadController,
    CardImagesController,
  ],
  providers: [
    CheckoutStateQueries,
    BasketCommandRunner,
    CardImageService,
    PersonalisationCheck,
    ...BASKET_COMMAND_HANDLERS,
  ],
})
export class BasketModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  // Inline projections must be known before the first append.
  onModuleInit(): void {
    this.projections.register(checkoutStateProjection);
  }
}

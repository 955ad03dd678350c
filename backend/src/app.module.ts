import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppConfig } from './platform/config/app-config';
import { AnalyticsModule } from './analytics';
import { BasketModule } from './basket';
import { CatalogueModule } from './catalogue';
import { ContentModule } from './content';
import { DeliveryModule } from './delivery';
import { DeliveryRulesModule } from './delivery-rules';
import { DiscountModule } from './discount';
import { GiftCardsModule } from './giftcards';
import { OrdersModule } from './orders';
import { PointsModule } from './points';
import { NotificationsModule } from './notifications';
import { SupportModule } from './support';
import { PlatformModule, type PlatformOverrides } from './platform/platform.module';

/**
 * The whole shop: the platform plus one module per domain (docs/architecture.md "Backend modules").
 */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, overrides: PlatformOverrides = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config, overrides),
        CqrsModule.forRoot(),
        DeliveryRulesModule,
        CatalogueModule,
        // After the catalogue: its `GET landing-page/header` must be routed before `landing-page/:id`.
        ContentModule,
        BasketModule,
        DiscountModule,
        OrdersModule,
        DeliveryModule,
        GiftCardsModule,
        PointsModule,
        AnalyticsModule,
        SupportModule,
        NotificationsModule,
      ],
    };
  }
}

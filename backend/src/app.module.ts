import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppConfig } from './platform/config/app-config';
import { AnalyticsModule } from './analytics/analytics.module';
import { BasketModule } from './basket/basket.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import { DeliveryApiModule } from './delivery/delivery-api.module';
import { DeliveryModule } from './delivery/delivery.module';
import { SupportModule } from './support/support.module';
import { PlatformModule, type PlatformOverrides } from './platform/platform.module';

/** The whole shop: the platform plus one module per domain (ARCHITECTURE.md). */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, overrides: PlatformOverrides = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config, overrides),
        CqrsModule.forRoot(),
        DeliveryModule,
        CatalogueModule,
        BasketModule,
        DeliveryApiModule,
        AnalyticsModule,
        SupportModule,
      ],
    };
  }
}

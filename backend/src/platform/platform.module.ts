import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { CaptchaModule } from './captcha/captcha.module';
import { Clock, SystemClock } from './clock/clock';
import { StartedClock } from './clock/clock-start';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { DatabaseModule } from './database/database.module';
import { EventStoreModule } from './event-store/event-store.module';
import { ApiExceptionFilter } from './http/api-exception.filter';
import { CrossSiteGuard } from './http/cross-site';
import { EnvelopeInterceptor } from './http/envelope.interceptor';
import { HealthController } from './http/health.controller';
import { createValidationPipe } from './http/validation';
import { AppLogger, createRootLogger, ROOT_LOGGER } from './logging/app-logger';
import { MailModule } from './mail/mail.module';
import { RateLimitSweeper } from './rate-limit/rate-limit-sweeper';
import { SeedRunner } from './seed/seed-runner';
import { SessionModule } from './session/session.module';
import { SignedLinksModule } from './signed-links/signed-links.module';

export interface PlatformOverrides {
  clock?: Clock;
}

/** Cross-cutting pieces every domain module relies on (docs/architecture.md "Packages"). */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(config: AppConfig, overrides: PlatformOverrides = {}): DynamicModule {
    const configProvider = { provide: APP_CONFIG, useValue: config };
    const clock =
      overrides.clock ??
      (config.clockStart ? new StartedClock(config.clockStart) : new SystemClock());
    const clockProvider = { provide: Clock, useValue: clock };
    const loggerProvider = { provide: ROOT_LOGGER, useValue: createRootLogger(config) };
    return {
      module: PlatformModule,
      imports: [
        DatabaseModule,
        EventStoreModule,
        SessionModule,
        MailModule.forRoot(config),
        CaptchaModule,
        SignedLinksModule,
      ],
      controllers: [HealthController],
      providers: [
        configProvider,
        clockProvider,
        loggerProvider,
        AppLogger,
        SeedRunner,
        RateLimitSweeper,
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        { provide: APP_GUARD, useClass: CrossSiteGuard },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
      exports: [
        configProvider,
        clockProvider,
        loggerProvider,
        AppLogger,
        SeedRunner,
        CaptchaModule,
        SignedLinksModule,
      ],
    };
  }
}

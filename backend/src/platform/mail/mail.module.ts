import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { DevOutboxController } from './dev-outbox.controller';
import { MailOutbox } from './mail-outbox';

/**
 * Email (platform/mail): modules queue emails with `queueEmail` in their own transactions;
 * `MailOutbox` sends them when `SMTP_URL` is set. `GET /api/dev/outbox` exists only when
 * `devOutbox` is on (not in production).
 */
@Global()
@Module({})
export class MailModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: MailModule,
      controllers: config.devOutbox ? [DevOutboxController] : [],
      providers: [MailOutbox],
      exports: [MailOutbox],
    };
  }
}

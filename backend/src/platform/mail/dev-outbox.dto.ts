import { DEV_OUTBOX_MESSAGES, type DevOutboxQuery } from '@shop/contracts';
import { IsOptional, Matches } from 'class-validator';

/** `GET /api/dev/outbox?to=` */
export class DevOutboxDto implements DevOutboxQuery {
  @IsOptional()
  @Matches(/^[^\s@]{1,64}@[^\s@]{1,255}$/, { message: DEV_OUTBOX_MESSAGES.badAddress })
  to?: string;
}

import { DEV_OUTBOX_MESSAGES, type DevOutboxQuery } from '@shop/contracts';
import { IsOptional, Matches, MaxLength } from 'class-validator';

/** `GET /api/dev/outbox?to=` */
export class DevOutboxDto implements DevOutboxQuery {
  @IsOptional()
  @MaxLength(320, { message: DEV_OUTBOX_MESSAGES.badAddress })
  @Matches(/^[^\s@]+@[^\s@]+$/, { message: DEV_OUTBOX_MESSAGES.badAddress })
  to?: string;
}

import type { SupportBasketStateQuery } from '@shop/contracts';
import { IsOptional, Matches } from 'class-validator';
import { SUPPORT_REQUEST_MESSAGES } from '../../domain/support.messages';

/** `GET /api/support/baskets/{id}/state?version=N` */
export class BasketStateDto implements SupportBasketStateQuery {
  @IsOptional()
  @Matches(/^(0|[1-9]\d{0,8})$/, { message: SUPPORT_REQUEST_MESSAGES.versionFormat })
  version?: string;
}

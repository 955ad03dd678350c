import type { AccountOrderParams } from '@shop/contracts';
import { IsString } from 'class-validator';

/**
 * `GET /api/account/orders/{orderNumber}`: checked by the handler, so a malformed number answers
 * the same 404 as another customer's.
 */
export class AccountOrderParamsDto implements AccountOrderParams {
  @IsString()
  orderNumber: string;
}

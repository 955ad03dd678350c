import type { GiftCardBalanceParams } from '@shop/contracts';
import { IsString } from 'class-validator';

/**
 * `GET /api/gift-card/balance/{code}`. Any text is accepted here: a code that cannot be one is
 * answered like an unknown one (404), in the shopper's words.
 */
export class GiftCardBalanceParamsDto implements GiftCardBalanceParams {
  @IsString()
  code: string;
}

import type { GiftCardPageParams } from '@shop/contracts';
import { IsString } from 'class-validator';

/**
 * `GET /api/gift-card/{orderId}/{code}`. Any text is accepted here: a pair that does not name
 * a card is answered like an unknown code (404), in the shopper's words.
 */
export class GiftCardPageParamsDto implements GiftCardPageParams {
  @IsString()
  orderId: string;

  @IsString()
  code: string;
}

import type { AddGiftCardRequest } from '@shop/contracts';
import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';

/**
 * `POST /api/product/add/gift-card` (docs/rules-storefront.md "Calls"): the gift card product and
 * the chosen amount in pence.
 */
export class AddGiftCardDto implements AddGiftCardRequest {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  id: number;

  /** The one price a shopper chooses; the decider holds it to £5–£250. */
  @Type(() => Number)
  @IsInt()
  price: number;
}

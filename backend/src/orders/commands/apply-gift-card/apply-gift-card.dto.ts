import type { ApplyGiftCardRequest } from '@shop/contracts';
import { IsString, MaxLength } from 'class-validator';

/** `POST /api/payment/gift-card`. */
export class ApplyGiftCardDto implements ApplyGiftCardRequest {
  @IsString()
  @MaxLength(40)
  code: string;
}

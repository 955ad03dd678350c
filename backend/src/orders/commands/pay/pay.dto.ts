import type { PayRequest } from '@shop/contracts';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** `POST /api/payment/pay`. */
export class PayDto implements PayRequest {
  @IsString()
  @Matches(/^(pm_[A-Za-z0-9_]{1,100}|gift_card)$/, {
    message: 'paymentMethod must be a payment-method token such as pm_card_visa',
  })
  paymentMethod: string;

  @IsOptional()
  @IsString()
  @MaxLength(40)
  giftCardCode?: string;
}

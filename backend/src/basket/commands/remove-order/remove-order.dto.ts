import type { RemoveOrderRequest } from '@shop/contracts';
import { IsString, Length } from 'class-validator';

/** `POST /api/checkout/remove`: the order's stable id from the checkout state. */
export class RemoveOrderDto implements RemoveOrderRequest {
  @IsString()
  @Length(1, 80)
  orderId: string;
}

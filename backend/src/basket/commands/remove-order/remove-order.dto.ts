import { IsString, Length } from 'class-validator';

/** `POST /api/checkout/remove`: the order's stable id from the checkout state. */
export class RemoveOrderDto {
  @IsString()
  @Length(1, 80)
  orderId: string;
}

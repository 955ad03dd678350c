import type { ChangeDeliveryData } from '@shop/contracts';
import { IsString, Matches, MaxLength } from 'class-validator';

/** `data` of `POST /api/checkout/update` with key `delivery`. */
export class ChangeDeliveryDto implements ChangeDeliveryData {
  @IsString()
  @MaxLength(40)
  methodId: string;

  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'date must be a date written as YYYY-MM-DD' })
  date: string;
}

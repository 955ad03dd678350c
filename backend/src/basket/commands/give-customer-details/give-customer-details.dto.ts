import type { GiveCustomerDetailsData } from '@shop/contracts';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';

/** `data` of `POST /api/checkout/update` with key `details`. */
export class GiveCustomerDetailsDto implements GiveCustomerDetailsData {
  @IsString()
  @MaxLength(100)
  name: string;

  @IsString()
  @MaxLength(254)
  email: string;

  @IsOptional()
  @IsString()
  @MaxLength(30)
  phone?: string;

  @IsOptional()
  @IsBoolean()
  mailShot?: boolean;
}

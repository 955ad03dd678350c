import type { GiveCustomerDetailsData } from '@shop/contracts';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { SingleLine } from '../../../platform/http/plain-text';

/** `data` of `POST /api/checkout/update` with key `details`. */
export class GiveCustomerDetailsDto implements GiveCustomerDetailsData {
  @IsString()
  @MaxLength(100)
  @SingleLine('your name')
  name: string;

  @IsString()
  @MaxLength(254)
  @SingleLine('your email address')
  email: string;

  @IsOptional()
  @IsString()
  @MaxLength(30)
  @SingleLine('your phone number')
  phone?: string;

  @IsOptional()
  @IsBoolean()
  mailShot?: boolean;
}

import type { SetRecipientData } from '@shop/contracts';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** `data` of `POST /api/checkout/update` with key `recipient`. */
export class SetRecipientDto implements SetRecipientData {
  @IsString()
  @MaxLength(100)
  recipientName: string;

  @IsString()
  @MaxLength(100)
  addressLine1: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  addressLine2?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  addressLine3?: string;

  @IsOptional()
  @IsString()
  @MaxLength(60)
  town?: string;

  @IsString()
  @MaxLength(10)
  postcode: string;
}

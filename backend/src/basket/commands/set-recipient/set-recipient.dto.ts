import type { SetRecipientData } from '@shop/contracts';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { SingleLine } from '../../../platform/http/plain-text';

/** `data` of `POST /api/checkout/update` with key `recipient`. */
export class SetRecipientDto implements SetRecipientData {
  @IsString()
  @MaxLength(100)
  @SingleLine("the recipient's name")
  recipientName: string;

  @IsString()
  @MaxLength(100)
  @SingleLine('the address')
  addressLine1: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  @SingleLine('the address')
  addressLine2?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  @SingleLine('the address')
  addressLine3?: string;

  @IsOptional()
  @IsString()
  @MaxLength(60)
  @SingleLine('the town')
  town?: string;

  @IsString()
  @MaxLength(10)
  @SingleLine('the postcode')
  postcode: string;
}

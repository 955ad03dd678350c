import type { IsoDate, SetGiftCardRecipientData } from '@shop/contracts';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { MultiLine, SingleLine } from '../../../platform/http/plain-text';

/** `data` of `POST /api/checkout/update` with key `gift-card`. */
export class SetGiftCardRecipientDto implements SetGiftCardRecipientData {
  @IsString()
  @MaxLength(100)
  @SingleLine("the gift card recipient's name")
  recipientName: string;

  @IsString()
  @MaxLength(254)
  @SingleLine("the gift card recipient's email address")
  recipientEmail: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  @MultiLine('your gift card message')
  message?: string;

  @IsOptional()
  @IsString()
  @MaxLength(10)
  sendDate?: IsoDate | null;
}

import type { IsoDate, SetGiftCardRecipientData } from '@shop/contracts';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** `data` of `POST /api/checkout/update` with key `gift-card`. */
export class SetGiftCardRecipientDto implements SetGiftCardRecipientData {
  @IsString()
  @MaxLength(100)
  recipientName: string;

  @IsString()
  @MaxLength(254)
  recipientEmail: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  message?: string;

  @IsOptional()
  @IsString()
  @MaxLength(10)
  sendDate?: IsoDate | null;
}

import type { SetMessageData } from '@shop/contracts';
import { IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { MultiLine } from '../../../platform/http/plain-text';

/** `data` of `POST /api/checkout/update` with key `message`. */
export class SetMessageDto implements SetMessageData {
  @IsString()
  @MaxLength(2000)
  @MultiLine('your card message')
  message: string;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(20000)
  personalisationConfiguration?: string | null;
}

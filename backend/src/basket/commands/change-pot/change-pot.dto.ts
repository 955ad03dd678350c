import type { ChangePotData } from '@shop/contracts';
import { IsInt, Min, ValidateIf } from 'class-validator';

/** `data` of `POST /api/checkout/update` with key `pot`. */
export class ChangePotDto implements ChangePotData {
  @ValidateIf((_, value) => value !== null)
  @IsInt()
  @Min(1)
  potId: number | null;
}

import type { CardSize, ChooseCardData } from '@shop/contracts';
import { IsIn } from 'class-validator';

/** `data` of `POST /api/checkout/update` with key `card`. */
export class ChooseCardDto implements ChooseCardData {
  @IsIn(['standard', 'premium-a6', 'premium-a5'], {
    message: 'size must be standard, premium-a6 or premium-a5',
  })
  size: CardSize;
}

import type { SupportBasketSearchQuery } from '@shop/contracts';
import { IsString, Length } from 'class-validator';
import { SUPPORT_REQUEST_MESSAGES } from '../../domain/support.messages';

/** `GET /api/support/baskets?query=` */
export class FindBasketsDto implements SupportBasketSearchQuery {
  @IsString({ message: SUPPORT_REQUEST_MESSAGES.searchQuery })
  @Length(1, 200, { message: SUPPORT_REQUEST_MESSAGES.searchQuery })
  query: string;
}

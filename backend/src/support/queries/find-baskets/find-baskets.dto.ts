import { IsString, Length } from 'class-validator';

/** `GET /api/support/baskets?query=` */
export class BasketSearchQuery {
  @IsString({ message: 'Please enter a basket id, order number, email or session id.' })
  @Length(1, 200, { message: 'Please enter a basket id, order number, email or session id.' })
  query: string;
}

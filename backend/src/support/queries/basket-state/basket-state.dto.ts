import { IsOptional, Matches } from 'class-validator';

/** `GET /api/support/baskets/{id}/state?version=N` */
export class BasketStateQuery {
  @IsOptional()
  @Matches(/^(0|[1-9]\d{0,8})$/, { message: 'version must be a whole number, 0 or more' })
  version?: string;
}

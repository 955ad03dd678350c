import type { AddProductRequest } from '@shop/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';

/**
 * `POST /api/product/add` (docs/rules-checkout.md "Calls"). Prices are never accepted: the
 * catalogue has them.
 */
export class AddProductDto implements AddProductRequest {
  /** A product id or one of its variant ids. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  id: number;

  @IsString()
  @MaxLength(40)
  deliveryId: string;

  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'deliveryDate must be a date written as YYYY-MM-DD' })
  deliveryDate: string;

  /** The chosen pot (customisation attribute 435), when the product offers pots. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  customisationId?: number | null;
}

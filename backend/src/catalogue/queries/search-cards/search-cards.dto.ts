import type { SearchCardsQuery } from '@shop/contracts';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';

export class SearchCardsDto implements SearchCardsQuery {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  category: number;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  term?: string;

  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  personalised?: boolean;

  /** Comma-separated attribute ids; a card must have all of them. */
  @IsOptional()
  @Matches(/^\d{1,9}(,\d{1,9})*$/, {
    message: 'attributes must be comma-separated attribute numbers',
  })
  attributes?: string;
}

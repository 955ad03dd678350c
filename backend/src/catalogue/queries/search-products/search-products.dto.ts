import { SEARCH_TERM_MAX_LENGTH, type SearchProductsQuery } from '@shop/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export class SearchProductsDto implements SearchProductsQuery {
  @IsString()
  @MaxLength(SEARCH_TERM_MAX_LENGTH)
  term: string;

  /**
   * 4 for the header's suggestions (docs/rules-storefront.md "Constants"); up to 48 for the search
   * page.
   */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(48)
  limit?: number;
}

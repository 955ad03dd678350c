import { Controller, Get, Query } from '@nestjs/common';
import type { ListingProduct, SearchSuggestion } from '@shop/contracts';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { toListingProduct, productImage } from '../catalogue.mapper';
import { CatalogueService } from '../catalogue.service';

class SearchProductsQuery {
  @IsString()
  @MaxLength(100)
  term: string;

  /** 4 for the header's suggestions (spec 001 §9); up to 48 for the search page. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(48)
  limit?: number;
}

class SearchCardsQuery {
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

@Controller('search')
export class SearchController {
  constructor(private readonly catalogue: CatalogueService) {}

  /** `GET /api/search/products?term=`: header suggestions (slug, name, image). */
  @Get('products')
  async products(@Query() query: SearchProductsQuery): Promise<SearchSuggestion[]> {
    const search = await this.catalogue.search();
    return search.searchProducts(query.term, query.limit ?? 4).map((p) => ({
      slug: p.slug,
      name: p.name,
      image: productImage(p.id, 285),
    }));
  }

  /** `GET /api/search/cards?category=&term=&personalised=&attributes=`: the cards listing. */
  @Get('cards')
  async cards(@Query() query: SearchCardsQuery): Promise<ListingProduct[]> {
    const search = await this.catalogue.search();
    const facts = this.catalogue.deliveryFacts();
    return search
      .searchCards({
        categoryId: query.category,
        term: query.term,
        personalisedOnly: query.personalised,
        attributes: query.attributes?.split(',').map(Number),
      })
      .map((p) => toListingProduct(p, facts));
  }
}

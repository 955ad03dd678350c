import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { NavigationItem } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { CONTENT_CACHE } from '../cache-control';
import { GetNavigation } from './get-navigation.query';

@ApiTags('content')
@Controller('navigation')
export class GetNavigationController {
  constructor(private readonly queryBus: QueryBus) {}

  /**
   * `GET /api/navigation`: the menu's items with their children (docs/rules-storefront.md
   * "Header, navigation and favourites").
   */
  @Get()
  @Header('Cache-Control', CONTENT_CACHE)
  @ApiOperation({ summary: 'The navigation tree: top-level items with their children.' })
  @ApiData('NavigationItem', { isArray: true })
  navigation(): Promise<NavigationItem[]> {
    return this.queryBus.execute(new GetNavigation());
  }
}

import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { NavigationItem } from '@shop/contracts';
import { ContentService } from '../../content.service';
import { navigationTree } from '../../domain/navigation-tree';
import { GetNavigation } from './get-navigation.query';

@QueryHandler(GetNavigation)
export class GetNavigationHandler implements IQueryHandler<GetNavigation> {
  constructor(private readonly content: ContentService) {}

  async execute(): Promise<NavigationItem[]> {
    return navigationTree(await this.content.navigationItems());
  }
}

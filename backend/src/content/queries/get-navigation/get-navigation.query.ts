import { Query } from '@nestjs/cqrs';
import type { NavigationItem } from '@shop/contracts';

/** The navigation tree. */
export class GetNavigation extends Query<NavigationItem[]> {}

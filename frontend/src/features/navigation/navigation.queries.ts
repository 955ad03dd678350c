import type { NavigationItem } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { CATALOGUE_STALE_MS } from '../../api/catalogue-keys';
import { contentKeys } from '../../api/content.queries';
import { fetchData } from '../../http/fetch-data';
import { navigationBar } from './navigation-tree';

/**
 * The bar's top-level items from `GET /api/navigation` (cached), fetched by the root route's
 * loader on the server. Only the top level is kept: what a loader fetched travels inside every
 * page's HTML, and the whole tree (pictures, descriptions, children) is several times larger.
 * The menus fetch the whole tree (`navigationQueryOptions`) as their code loads.
 */
export const navigationBarQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.navigationBar(),
    queryFn: async ({ signal }) =>
      navigationBar(await fetchData<NavigationItem[]>('/api/navigation', signal)),
    staleTime: CATALOGUE_STALE_MS,
  });

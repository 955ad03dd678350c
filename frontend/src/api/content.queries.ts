import type { LandingModule, LandingPage, NavigationItem } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { CATALOGUE_STALE_MS, path } from './catalogue-keys';
import { fetchData } from '../http/fetch-data';

/** Query keys of the content calls (docs/rules-storefront.md "Calls"). */
export const contentKeys = {
  all: ['content'] as const,
  landingPage: (id: number) => [...contentKeys.all, 'landing-page', id] as const,
  landingModules: (id: number) => [...contentKeys.all, 'landing-modules', id] as const,
  navigation: () => [...contentKeys.all, 'navigation'] as const,
  /** The header bar's top level of the navigation (features/navigation/navigation.queries.ts). */
  navigationBar: () => [...contentKeys.navigation(), 'bar'] as const,
};

/** `GET /api/landing-page/{id}` (cached). */
export const landingPageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contentKeys.landingPage(id),
    queryFn: ({ signal }) => fetchData<LandingPage>(path`/api/landing-page/${id}`, signal),
    staleTime: CATALOGUE_STALE_MS,
  });

/** `GET /api/landing-page/modules/{id}` (cached). */
export const landingModulesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contentKeys.landingModules(id),
    queryFn: ({ signal }) =>
      fetchData<LandingModule[]>(path`/api/landing-page/modules/${id}`, signal),
    staleTime: CATALOGUE_STALE_MS,
  });

/** `GET /api/navigation` (cached). */
export const navigationQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.navigation(),
    queryFn: ({ signal }) => fetchData<NavigationItem[]>('/api/navigation', signal),
    staleTime: CATALOGUE_STALE_MS,
  });

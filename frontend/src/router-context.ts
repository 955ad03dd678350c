import type { QueryClient } from '@tanstack/react-query';

/** What every route's loader and beforeLoad receive (ARCHITECTURE.md "Frontend"). */
export interface RouterContext {
  queryClient: QueryClient;
}

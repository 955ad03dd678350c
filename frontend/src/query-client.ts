import { QueryClient } from '@tanstack/react-query';

/** Server state settings of spec 001 §7: no refetch on window focus; one retry for reads. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: 0 },
    },
  });
}

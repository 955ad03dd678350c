import type { UserSessionData } from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from './request';
import { setSignedIn } from './session-state';

export const userSessionQueryKey = ['user-session'] as const;

const SIGNED_OUT: UserSessionData = { customerId: null, email: null };

/**
 * `GET /api/user-session`. The helper moves `isSignedIn` into the session store; the query keeps
 * who the shopper is. An aborted call resolves to `null` because a query may not hold `undefined`.
 */
export function userSessionQueryOptions() {
  return queryOptions({
    queryKey: userSessionQueryKey,
    queryFn: async ({ signal }) =>
      (await request<UserSessionData>('/api/user-session', { signal })) ?? null,
  });
}

/** `PATCH /api/sign-out` with an empty body; on success the shopper is a guest (spec 001 §4). */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<unknown>('/api/sign-out', { method: 'PATCH' }),
    onSuccess: () => {
      setSignedIn(false);
      queryClient.setQueryData(userSessionQueryKey, SIGNED_OUT);
      // Baskets, points and account pages were read as the signed-in customer.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== userSessionQueryKey[0],
      });
    },
  });
}

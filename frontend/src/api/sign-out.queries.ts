import type { UserSessionData } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from './request';
import { sessionKeys } from './session.queries';
import { setSignedIn } from './session-state';

const SIGNED_OUT: UserSessionData = { customerId: null, email: null };

/**
 * Sign out, apart from the session queries so the signed-in menu that uses it (and React
 * Query's mutation code) loads only when somebody is signed in.
 */
/** `PATCH /api/sign-out` with an empty body; on success the shopper is a guest (spec 001 §4). */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<unknown>('/api/sign-out', { method: 'PATCH' }),
    onSuccess: () => {
      setSignedIn(false);
      queryClient.setQueryData(sessionKeys.all, SIGNED_OUT);
      // Baskets, points and account pages were read as the signed-in customer.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== sessionKeys.all[0],
      });
    },
  });
}

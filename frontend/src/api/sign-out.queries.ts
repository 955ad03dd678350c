import type { UserSessionData } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setSessionIdentity } from '../monitoring/session-identity';
import { request } from '../http/request';
import { sessionKeys } from './session.queries';
import { setSignedIn } from '../http/session-state';

const SIGNED_OUT: UserSessionData = { customerId: null, email: null };

/**
 * Sign out, apart from the session queries so the signed-in menu that uses it (and React
 * Query's mutation code) loads only when somebody is signed in.
 *
 * `PATCH /api/sign-out` with an empty body; on success the shopper is a guest
 * (docs/rules-storefront.md "Signing in and out"). `clearFirst` is the header's version: the
 * identity kept in the page (who the session check said, and the analytics identity) is cleared
 * before the call; should the call fail, the session is checked again so the page shows who the
 * server still says is signed in.
 */
export function useSignOut({ clearFirst = false }: { clearFirst?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<unknown>('/api/sign-out', { method: 'PATCH' }),
    onMutate: async () => {
      if (!clearFirst) return;
      // A session check on its way would bring the identity back before the server answers.
      await queryClient.cancelQueries({ queryKey: sessionKeys.all });
      setSessionIdentity(null);
      queryClient.setQueryData(sessionKeys.all, SIGNED_OUT);
    },
    onError: () => {
      if (clearFirst) void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
    onSuccess: () => {
      setSignedIn(false);
      setSessionIdentity(null);
      queryClient.setQueryData(sessionKeys.all, SIGNED_OUT);
      // Baskets, points and account pages were read as the signed-in customer.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== sessionKeys.all[0],
      });
    },
  });
}

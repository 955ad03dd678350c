import type { UserSessionData } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './request';
import { useSessionState } from './session-state';

export const sessionKeys = {
  all: ['user-session'] as const,
};

/**
 * `GET /api/user-session`. The helper moves `isSignedIn` into the session store; the query keeps
 * who the shopper is. An aborted call resolves to `null` because a query may not hold `undefined`.
 */
export function userSessionQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.all,
    queryFn: async ({ signal }) =>
      (await request<UserSessionData>('/api/user-session', { signal })) ?? null,
  });
}

/**
 * Who the shopper is and whether they are signed in (`null` while the first check runs). Mounted
 * by the root layout, so every page, checkout included, starts the session check (spec 001 §4).
 */
export function useUserSession() {
  const query = useQuery(userSessionQueryOptions());
  const { isSignedIn } = useSessionState();
  // Once the check has answered, a missing isSignedIn flag falls back to whether a customer is
  // known, and a failed check leaves the shopper able to sign in rather than waiting for ever.
  const answered = query.isSuccess || query.isError;
  return {
    isSignedIn: isSignedIn ?? (answered ? query.data?.customerId != null : null),
    user: query.data ?? null,
  };
}

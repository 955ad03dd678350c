import type { UserSessionData } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { reportError } from '../monitoring/error-reports';
import { request } from '../http/request';
import { sessionCheckError } from './session-check-error';
import { useSessionState } from '../http/session-state';

export const sessionKeys = {
  all: ['user-session'] as const,
};

/**
 * `GET /api/user-session`. The helper moves `isSignedIn` into the session store; the query keeps
 * who the shopper is. An aborted call resolves to `null` because a query may not hold `undefined`;
 * a non-OK answer fails with its status text and code (docs/rules-storefront.md "Messages").
 */
export function userSessionQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.all,
    queryFn: async ({ signal }) => {
      try {
        return (await request<UserSessionData>('/api/user-session', { signal })) ?? null;
      } catch (error) {
        throw sessionCheckError(error);
      }
    },
  });
}

/**
 * Who the shopper is and whether they are signed in (`null` while the first check runs).
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

/**
 * The root layout's session check: starts it on every page (checkout included), sets the
 * identity for analytics from who answered, and reports a failed check unless it is one of the
 * errors to ignore ('load failed', 403, aborts).
 */
export function useSessionCheck(): void {
  const query = useQuery(userSessionQueryOptions());
  useEffect(() => {
    if (query.isSuccess) identify(query.data);
  }, [query.isSuccess, query.data]);
  useEffect(() => {
    if (query.error) reportError(query.error, 'session');
  }, [query.error]);
}

let identity: Promise<typeof import('../monitoring/session-identity')> | undefined;

/** Sets the analytics identity; its code loads with the first customer (a guest needs none). */
function identify(user: UserSessionData | null): void {
  if (user?.customerId == null && !identity) return;
  (identity ??= import('../monitoring/session-identity')).then(
    (module) => module.setSessionIdentity(user),
    () => {
      // Its chunk did not load: analytics goes without the identity; the next check tries again.
      identity = undefined;
    },
  );
}

import type {
  SupportBasketEventsResponse,
  SupportBasketSearchResponse,
  SupportBasketStateResponse,
  SupportSignInRequest,
  SupportStaffResponse,
} from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchData } from '../http/fetch-data';
import { jsonBody, request } from '../http/request';
import { isRequestError } from '../http/request-error';

/** Query options and mutations of the support console's calls (issue 5). */

export const supportKeys = {
  /** Everything the console read: signing in or out forgets it. */
  all: ['support'] as const,
  me: () => [...supportKeys.all, 'me'] as const,
  search: (query: string) => [...supportKeys.all, 'baskets', query] as const,
  history: (basketId: string) => [...supportKeys.all, 'basket', basketId, 'events'] as const,
  state: (basketId: string, version: number) =>
    [...supportKeys.all, 'basket', basketId, 'state', version] as const,
};

/** A 4xx answer (signed out, not staff, no such basket) will not change on a retry. */
const retryServerErrors = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(isRequestError(error) && error.status < 500);

/** `GET /api/support/me`: the signed-in staff member; 401 when nobody is, 403 for a shopper. */
export const staffSessionQueryOptions = () =>
  queryOptions({
    retry: retryServerErrors,
    queryKey: supportKeys.me(),
    queryFn: ({ signal }) => fetchData<SupportStaffResponse>('/api/support/me', signal),
    staleTime: 60_000,
  });

/**
 * For the console's route loaders: the signed-in staff member, or null (nobody signed in, a
 * shopper's session, a failure; the staff gate shows which). A page's own calls wait for it, so a
 * signed-out visitor asks for no basket.
 */
export async function ensureStaff(queryClient: QueryClient): Promise<SupportStaffResponse | null> {
  try {
    return await queryClient.ensureQueryData(staffSessionQueryOptions());
  } catch {
    return null;
  }
}

/** `GET /api/support/baskets?query=…`: matching baskets, newest first. */
export const basketSearchQueryOptions = (query: string) =>
  queryOptions({
    retry: retryServerErrors,
    queryKey: supportKeys.search(query),
    queryFn: ({ signal }) =>
      fetchData<SupportBasketSearchResponse>(
        `/api/support/baskets?query=${encodeURIComponent(query)}`,
        signal,
      ),
  });

const basketPath = (basketId: string) => `/api/support/baskets/${encodeURIComponent(basketId)}`;

/** `GET /api/support/baskets/{id}/events`: the basket's history and who has opened it. */
export const basketHistoryQueryOptions = (basketId: string) =>
  queryOptions({
    retry: retryServerErrors,
    queryKey: supportKeys.history(basketId),
    queryFn: ({ signal }) =>
      fetchData<SupportBasketEventsResponse>(`${basketPath(basketId)}/events`, signal),
  });

/** `GET /api/support/baskets/{id}/state?version=N`: the checkout state as it was at version N. */
export const basketStateQueryOptions = (basketId: string, version: number) =>
  queryOptions({
    retry: retryServerErrors,
    queryKey: supportKeys.state(basketId, version),
    queryFn: ({ signal }) =>
      fetchData<SupportBasketStateResponse>(
        `${basketPath(basketId)}/state?version=${version}`,
        signal,
      ),
    // A past version never changes.
    staleTime: Infinity,
  });

/**
 * `GET /api/support/baskets/{id}/events.csv`: the helper hands the CSV back raw
 * (docs/rules-checkout.md "Calls").
 */
export async function fetchBasketCsv(basketId: string): Promise<string> {
  const response = await request<Response>(`${basketPath(basketId)}/events.csv`);
  if (!response) throw new DOMException('The request was aborted', 'AbortError');
  return response.text();
}

/** `POST /api/support/sign-in` {email, password, captcha}: on success the staff member is known. */
export function useStaffSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupportSignInRequest) =>
      request<SupportStaffResponse>('/api/support/sign-in', {
        method: 'POST',
        body: jsonBody<SupportSignInRequest>(input),
      }),
    onSuccess: async (session) => {
      // Anything read before belonged to whoever was signed in then.
      queryClient.removeQueries({ queryKey: supportKeys.all });
      if (session) queryClient.setQueryData(supportKeys.me(), session);
    },
  });
}

/** `POST /api/support/sign-out`: forgets everything the console read. */
export function useStaffSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<unknown>('/api/support/sign-out', { method: 'POST' }),
    onSuccess: () => queryClient.removeQueries({ queryKey: supportKeys.all }),
  });
}

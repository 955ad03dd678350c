import type {
  OrderCompleteResponse,
  OrderQuestionnaireRequest,
  TrackingResponse,
} from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '../http/fetch-data';
import { isRequestError } from '../http/request-error';
import { jsonBody, request } from '../http/request';

/** Query and mutation keys of placed orders (issue 11). */
export const orderKeys = {
  all: ['orders'] as const,
  complete: () => [...orderKeys.all, 'complete'] as const,
  questionnaire: () => [...orderKeys.all, 'questionnaire'] as const,
  tracking: (postcode: string, trackingNumber: string) =>
    [...orderKeys.all, 'tracking', postcode, trackingNumber] as const,
};

/** A 404 (no purchase, no such order) will not change on a retry. */
const retryServerErrors = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(isRequestError(error) && error.status < 500);

/** True for the API's 404: the page shows its own "not found" words. */
export const isNotFound = (error: unknown): boolean =>
  isRequestError(error) && error.status === 404;

/**
 * `GET /api/order-complete`: the session's last placed purchase. A short stale time: the route
 * loader reads it afresh (`staleTime: 0`) and the page's own read then uses that answer.
 */
export const orderCompleteQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.complete(),
    queryFn: ({ signal }) => fetchData<OrderCompleteResponse>('/api/order-complete', signal),
    retry: retryServerErrors,
    staleTime: 30_000,
  });

/** `POST /api/order-questionnaire` {answers: {[question]: choice}}. */
export function useAnswerQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: orderKeys.questionnaire(),
    mutationFn: (answers: Record<string, string>) =>
      request<unknown>('/api/order-questionnaire', {
        method: 'POST',
        body: jsonBody<OrderQuestionnaireRequest>({ answers }),
      }),
    // The thank-you page's questionnaireAnswered has changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.complete() }),
  });
}

/** `GET /api/tracking/{postcode}/{trackingNumber}`: the order's timeline (404 when no match). */
export const trackingQueryOptions = (postcode: string, trackingNumber: string) =>
  queryOptions({
    queryKey: orderKeys.tracking(postcode, trackingNumber),
    queryFn: ({ signal }) =>
      fetchData<TrackingResponse>(
        `/api/tracking/${encodeURIComponent(postcode)}/${encodeURIComponent(trackingNumber)}`,
        signal,
      ),
    retry: retryServerErrors,
  });

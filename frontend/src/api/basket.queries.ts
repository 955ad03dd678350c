import type {
  CalendarDaysResponse,
  CheckoutState,
  OrderValidationResponse,
  PostcodeCheckResponse,
} from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from './fetch-data';
import { request } from './request';

/** Query options and mutations of the basket, checkout, calendar and postcode calls (spec 000 §7). */

export const checkoutQueryKey = ['checkout'] as const;

/** `GET /api/checkout/get`: the session's basket. */
export const checkoutQueryOptions = () =>
  queryOptions({
    queryKey: [...checkoutQueryKey, 'state'],
    queryFn: ({ signal }) => fetchData<CheckoutState>('/api/checkout/get', signal),
  });

/** `GET /api/checkout/get-with-redirect`: as above; an empty basket navigates home. */
export const checkoutWithRedirectQueryOptions = () =>
  queryOptions({
    queryKey: [...checkoutQueryKey, 'with-redirect'],
    queryFn: ({ signal }) => fetchData<CheckoutState>('/api/checkout/get-with-redirect', signal),
  });

/** `GET /api/checkout/validate/{orderIndex}` (1-based). */
export const validateOrderQueryOptions = (orderIndex: number) =>
  queryOptions({
    queryKey: [...checkoutQueryKey, 'validate', orderIndex],
    queryFn: ({ signal }) =>
      fetchData<OrderValidationResponse>(`/api/checkout/validate/${orderIndex}`, signal),
    staleTime: 0,
  });

/** `GET /api/calendar/get-days/{start}/{end}/{productId}`; `pad` for month views. */
export const calendarDaysQueryOptions = (
  productId: number,
  start: string,
  end: string,
  pad = false,
) =>
  queryOptions({
    queryKey: ['calendar', productId, start, end, pad],
    queryFn: ({ signal }) =>
      fetchData<CalendarDaysResponse>(
        `/api/calendar/get-days/${start}/${end}/${productId}${pad ? '?pad=true' : ''}`,
        signal,
      ),
  });

/** `GET /api/postcode/check/{methodId}/{postcode}`. */
export function checkPostcode(methodId: string, postcode: string, signal?: AbortSignal) {
  return fetchData<PostcodeCheckResponse>(
    `/api/postcode/check/${encodeURIComponent(methodId)}/${encodeURIComponent(postcode)}`,
    signal,
  );
}

export interface AddProductInput {
  id: number;
  deliveryId: string;
  deliveryDate: string;
  customisationId: number | null;
}

/** A fresh key per add: a retried request (network blip) adds one order, a second click another. */
const idempotencyKey = () => `add-${crypto.randomUUID()}`;

/** `POST /api/product/add`: resolves to the error list (empty on success). */
export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddProductInput) =>
      request<string[]>('/api/product/add', {
        method: 'POST',
        body: JSON.stringify(input),
        headers: { 'Idempotency-Key': idempotencyKey() },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutQueryKey }),
  });
}

export type UpdateKey =
  'message' | 'recipient' | 'card' | 'addons' | 'pot' | 'delivery' | 'details';

/** `POST /api/checkout/update` {key, orderIndex, data}: answers the new checkout state. */
export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { key: UpdateKey; orderIndex: number; data: Record<string, unknown> }) =>
      request<CheckoutState>('/api/checkout/update', {
        method: 'POST',
        body: JSON.stringify(input),
      }),
    onSuccess: (state) => {
      if (state) queryClient.setQueryData(checkoutQueryOptions().queryKey, state);
      return queryClient.invalidateQueries({ queryKey: checkoutQueryKey });
    },
  });
}

/** `POST /api/checkout/remove` {orderId}: answers the new checkout state. */
export function useRemoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      request<CheckoutState>('/api/checkout/remove', {
        method: 'POST',
        body: JSON.stringify({ orderId }),
      }),
    onSuccess: (state) => {
      if (state) queryClient.setQueryData(checkoutQueryOptions().queryKey, state);
      return queryClient.invalidateQueries({ queryKey: checkoutQueryKey });
    },
  });
}

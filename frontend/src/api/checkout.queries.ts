import type {
  AddProductRequest,
  CardImageUploadResponse,
  CardPersonalisationConfigResponse,
  CheckoutAddonsResponse,
  CheckoutState,
  EditDeliveryResponse,
  OrderUpdate,
  OrderValidationResponse,
  RemoveOrderRequest,
  UpdateKey,
  UpdateOrderRequest,
} from '@shop/contracts';
import { CARD_IMAGE_FIELD } from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { checkoutKeys as basketKeys, checkoutQueryOptions } from './checkout-state.queries';
import { fetchData } from '../http/fetch-data';
import { jsonBody, request } from '../http/request';

/**
 * Query options and mutations of the basket and checkout calls (docs/rules-checkout.md "Calls").
 */

export { checkoutQueryOptions };

/** Every key of the checkout: the two whole-basket reads' and each order's. */
export const checkoutKeys = {
  ...basketKeys,
  validate: (orderIndex: number) => [...basketKeys.all, 'validate', orderIndex] as const,
  addons: (orderIndex: number, orderId: string) =>
    [...basketKeys.all, 'addons', orderIndex, orderId] as const,
  cardPersonalisation: (orderIndex: number, orderId: string) =>
    [...basketKeys.all, 'card-personalisation', orderIndex, orderId] as const,
  /** A mutation key: the photo uploads of one order, so its Save can wait for them. */
  cardImageUpload: (orderIndex: number) =>
    [...basketKeys.all, 'card-image-upload', orderIndex] as const,
  editDelivery: (orderIndex: number) => [...basketKeys.all, 'edit-delivery', orderIndex] as const,
};

/** `GET /api/checkout/get-with-redirect`: as above; an empty basket navigates home. */
export const checkoutWithRedirectQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.withRedirect(),
    queryFn: ({ signal }) => fetchData<CheckoutState>('/api/checkout/get-with-redirect', signal),
  });

/** `GET /api/checkout/validate/{orderIndex}` (1-based). */
export const validateOrderQueryOptions = (orderIndex: number) =>
  queryOptions({
    queryKey: checkoutKeys.validate(orderIndex),
    queryFn: ({ signal }) =>
      fetchData<OrderValidationResponse>(`/api/checkout/validate/${orderIndex}`, signal),
    staleTime: 0,
  });

/**
 * `GET /api/checkout/{orderIndex}/addons`: the addons and pots the order's product offers, marked
 * `chosen`. Under the checkout key, so every basket change (useUpdateOrder) refreshes it; the
 * order id keeps one order's answer from showing on another after a removal renumbers them.
 */
export const checkoutAddonsQueryOptions = (orderIndex: number, orderId: string) =>
  queryOptions({
    queryKey: checkoutKeys.addons(orderIndex, orderId),
    queryFn: ({ signal }) =>
      fetchData<CheckoutAddonsResponse>(`/api/checkout/${orderIndex}/addons`, signal),
  });

/** `POST /api/product/add`: `id` is the chosen variant's id, or the product's own with one size. */
export type AddProductInput = AddProductRequest;

/** A fresh key per add: a retried request (network blip) adds one order, a second click another. */
const idempotencyKey = () => `add-${crypto.randomUUID()}`;

/** `POST /api/product/add`: resolves to the error list (empty on success). */
export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddProductInput) =>
      request<string[]>('/api/product/add', {
        method: 'POST',
        body: jsonBody<AddProductRequest>(input),
        headers: { 'Idempotency-Key': idempotencyKey() },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.all }),
  });
}

export type { UpdateKey };

/** `POST /api/checkout/update` {key, orderIndex, data}: answers the new checkout state. */
export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderUpdate) =>
      request<CheckoutState>('/api/checkout/update', {
        method: 'POST',
        body: jsonBody<UpdateOrderRequest>(input),
      }),
    onSuccess: (state) => {
      if (state) queryClient.setQueryData(checkoutKeys.state(), state);
      return queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
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
        body: jsonBody<RemoveOrderRequest>({ orderId }),
      }),
    onSuccess: (state) => {
      if (state) queryClient.setQueryData(checkoutKeys.state(), state);
      return queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
    },
  });
}

/**
 * `GET /api/checkout/{orderIndex}/card-personalisation/config`: whether the order's card can be
 * personalised, and its areas. Under the checkout key, so a message save (useUpdateOrder, which
 * may change the configuration) refetches it; the order id keeps one order's areas from showing
 * on another after a removal renumbers them.
 */
export const cardPersonalisationQueryOptions = (orderIndex: number, orderId: string) =>
  queryOptions({
    queryKey: checkoutKeys.cardPersonalisation(orderIndex, orderId),
    queryFn: ({ signal }) =>
      fetchData<CardPersonalisationConfigResponse>(
        `/api/checkout/${orderIndex}/card-personalisation/config`,
        signal,
      ),
  });

/**
 * `POST /api/checkout/{orderIndex}/card-personalisation/image` (multipart field `image`): keeps
 * the photo and resolves to where it is served; the area takes that address when saved.
 */
export function useUploadCardImage(orderIndex: number) {
  return useMutation({
    mutationKey: checkoutKeys.cardImageUpload(orderIndex),
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append(CARD_IMAGE_FIELD, file);
      const answer = await request<CardImageUploadResponse>(
        `/api/checkout/${orderIndex}/card-personalisation/image`,
        { method: 'POST', body },
      );
      if (!answer) throw new DOMException('The upload was aborted', 'AbortError');
      return answer;
    },
  });
}

/** `GET /api/checkout/{index}/edit-delivery`: what the Change Delivery modal edits. */
export type { EditDeliveryResponse };

/** Under the checkout key, so a saved change (useUpdateOrder) refreshes it. */
export const editDeliveryQueryOptions = (orderIndex: number) =>
  queryOptions({
    queryKey: checkoutKeys.editDelivery(orderIndex),
    queryFn: ({ signal }) =>
      fetchData<EditDeliveryResponse>(`/api/checkout/${orderIndex}/edit-delivery`, signal),
  });

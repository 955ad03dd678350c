import type { CheckoutState } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from './fetch-data';

/**
 * The checkout's query keys, and `GET /api/checkout/get`. Kept apart from checkout.queries.ts so
 * the header's basket count reaches the home page without the checkout's other calls and
 * mutations (the home page's JavaScript budget, ARCHITECTURE.md "Budgets").
 */
export const checkoutKeys = {
  /** Every checkout answer: a basket change invalidates this prefix. */
  all: ['checkout'] as const,
  state: () => [...checkoutKeys.all, 'state'] as const,
  withRedirect: () => [...checkoutKeys.all, 'with-redirect'] as const,
  validate: (orderIndex: number) => [...checkoutKeys.all, 'validate', orderIndex] as const,
  addons: (orderIndex: number, orderId: string) =>
    [...checkoutKeys.all, 'addons', orderIndex, orderId] as const,
  cardPersonalisation: (orderIndex: number, orderId: string) =>
    [...checkoutKeys.all, 'card-personalisation', orderIndex, orderId] as const,
  /** A mutation key: the photo uploads of one order, so its Save can wait for them. */
  cardImageUpload: (orderIndex: number) =>
    [...checkoutKeys.all, 'card-image-upload', orderIndex] as const,
  editDelivery: (orderIndex: number) => [...checkoutKeys.all, 'edit-delivery', orderIndex] as const,
};

/** `GET /api/checkout/get`: the session's basket. */
export const checkoutQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.state(),
    queryFn: ({ signal }) => fetchData<CheckoutState>('/api/checkout/get', signal),
  });

import type {
  AccountErrors,
  AccountOrderDetails,
  AccountOrderSummary,
  SavedPaymentMethod,
  SignUpFromOrderLink,
  SignUpFromOrderRequest,
} from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys, sessionChanged } from './account.queries';
import { fetchData } from '../http/fetch-data';
import { isRequestError } from '../http/request-error';
import { jsonBody, request } from '../http/request';

/** Query keys of the customer's own orders and cards, under the account's (sign-out clears them). */
export const customerOrderKeys = {
  orders: () => [...accountKeys.all, 'orders'] as const,
  order: (orderNumber: string) => [...accountKeys.all, 'orders', orderNumber] as const,
  paymentMethods: () => [...accountKeys.all, 'payment-methods'] as const,
  signUpLink: (orderId: string, verificationToken: string) =>
    [...accountKeys.all, 'sign-up-link', orderId, verificationToken] as const,
};

/** A 4xx (not the customer's, signed out) will not change on a retry. */
const retryServerErrors = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(isRequestError(error) && error.status < 500);

/** `GET /api/account/orders`: the signed-in customer's orders, newest first. */
export const accountOrdersQueryOptions = () =>
  queryOptions({
    queryKey: customerOrderKeys.orders(),
    queryFn: ({ signal }) => fetchData<AccountOrderSummary[]>('/api/account/orders', signal),
    retry: retryServerErrors,
  });

/** `GET /api/account/orders/{orderNumber}`: one order in full (404 when not the customer's). */
export const accountOrderQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: customerOrderKeys.order(orderNumber),
    queryFn: ({ signal }) =>
      fetchData<AccountOrderDetails>(
        `/api/account/orders/${encodeURIComponent(orderNumber)}`,
        signal,
      ),
    retry: retryServerErrors,
  });

/** `GET /api/account/payment-methods`: the cards saved with the payment provider (may be none). */
export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: customerOrderKeys.paymentMethods(),
    queryFn: ({ signal }) =>
      fetchData<SavedPaymentMethod[]>('/api/account/payment-methods', signal),
    retry: retryServerErrors,
  });

/** `GET /api/sign-up-account/{orderId}/{verificationToken}`: whether the emailed link is good. */
export const signUpFromOrderLinkQueryOptions = (orderId: string, verificationToken: string) =>
  queryOptions({
    queryKey: customerOrderKeys.signUpLink(orderId, verificationToken),
    queryFn: ({ signal }) =>
      fetchData<SignUpFromOrderLink>(
        `/api/sign-up-account/${encodeURIComponent(orderId)}/${encodeURIComponent(verificationToken)}`,
        signal,
      ),
    retry: retryServerErrors,
    staleTime: 0,
  });

/** `POST /api/sign-up-account`: the guest's order becomes an account; on [] they are signed in. */
export function useSignUpFromOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SignUpFromOrderRequest): Promise<AccountErrors> =>
      (await request<AccountErrors>('/api/sign-up-account', {
        method: 'POST',
        body: jsonBody<SignUpFromOrderRequest>(body),
      })) ?? [],
    onSuccess: (errors) => {
      if (errors.length === 0) sessionChanged(queryClient);
    },
  });
}

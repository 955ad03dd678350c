import type {
  ApplyGiftCardRequest,
  CheckoutState,
  PayRequest,
  PayResponse,
  PaymentConfigResponse,
} from '@shop/contracts';
import { emptyCheckoutState } from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { checkoutKeys, keepCheckoutState } from './checkout-state.queries';
import { fetchData } from '../http/fetch-data';
import { orderKeys } from './orders.queries';
import { pointsKeys } from './points.queries';
import { jsonBody, request } from '../http/request';

/** Query and mutation keys of paying (issue 11). */
export const paymentKeys = {
  all: ['payment'] as const,
  config: () => [...paymentKeys.all, 'config'] as const,
  pay: () => [...paymentKeys.all, 'pay'] as const,
  begin: () => [...paymentKeys.all, 'begin'] as const,
  applyGiftCard: () => [...paymentKeys.all, 'gift-card', 'apply'] as const,
  removeGiftCard: () => [...paymentKeys.all, 'gift-card', 'remove'] as const,
};

/** `GET /api/payment/config`: which card form to show. It changes only with a deploy. */
export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.config(),
    queryFn: ({ signal }) => fetchData<PaymentConfigResponse>('/api/payment/config', signal),
    staleTime: Infinity,
  });

/**
 * After a paid purchase the session has a new, empty basket: the header counts 0 at once, every
 * checkout answer of the paid basket is stale (read again only when a page asks: refetching the
 * payment page's basket now would send the shopper home instead of to /order-complete), the
 * thank-you page reads the new purchase, and the account's Posy Points are read again.
 */
export function forgetPaidBasket(queryClient: QueryClient): void {
  queryClient.setQueryData(checkoutKeys.state(), emptyCheckoutState());
  void queryClient.invalidateQueries({ queryKey: checkoutKeys.all, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
  // The points spent (and, soon, earned) change the account's ledger.
  void queryClient.invalidateQueries({ queryKey: pointsKeys.ledger(), refetchType: 'none' });
}

export interface PayInput {
  body: PayRequest;
  /** One per payment attempt; a retry of the same attempt sends the same key. */
  idempotencyKey: string;
}

/**
 * `POST /api/payment/pay` with `Idempotency-Key`. A paid answer carries `redirectUrl:
 * '/order-complete'`, which the request helper follows; a refusal rejects with the server's words.
 */
export function usePay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: paymentKeys.pay(),
    mutationFn: ({ body, idempotencyKey }: PayInput) =>
      request<PayResponse>('/api/payment/pay', {
        method: 'POST',
        body: jsonBody<PayRequest>(body),
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: (answer) => {
      if (answer?.status === 'paid') forgetPaidBasket(queryClient);
    },
  });
}

/** `POST /api/checkout/begin` (no body): the payment page opened (GA4 `begin_checkout`). */
export function useBeginCheckout() {
  return useMutation({
    mutationKey: paymentKeys.begin(),
    mutationFn: () => request<CheckoutState>('/api/checkout/begin', { method: 'POST' }),
  });
}

/** `POST /api/payment/gift-card` {code}: answers the checkout state with the card applied. */
export function useApplyGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: paymentKeys.applyGiftCard(),
    mutationFn: (code: string) =>
      request<CheckoutState>('/api/payment/gift-card', {
        method: 'POST',
        body: jsonBody<ApplyGiftCardRequest>({ code }),
      }),
    onSuccess: (state) => keepCheckoutState(queryClient, state),
  });
}

/** `POST /api/payment/gift-card/remove` (no body): answers the checkout state without the card. */
export function useRemoveGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: paymentKeys.removeGiftCard(),
    mutationFn: () => request<CheckoutState>('/api/payment/gift-card/remove', { method: 'POST' }),
    onSuccess: (state) => keepCheckoutState(queryClient, state),
  });
}

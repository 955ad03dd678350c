import type {
  AddGiftCardRequest,
  GiftCardBalanceResponse,
  GiftCardPageResponse,
  ProductDetail,
} from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { pushEcommerce } from '../analytics/data-layer';
import { checkoutKeys, checkoutQueryOptions } from './checkout-state.queries';
import { fetchData } from '../http/fetch-data';
import { isRequestError } from '../http/request-error';
import { jsonBody, request } from '../http/request';

export interface AddGiftCardVariables {
  product: Pick<ProductDetail, 'id' | 'name' | 'distributorName'>;
  /** The amount in pence, already checked against 500–25000. */
  pence: number;
}

/**
 * Keys of the gift card product (docs/rules-storefront.md "Gift card page") and of issued cards
 * (issue 11).
 */
export const giftCardKeys = {
  all: ['gift-card'] as const,
  add: () => [...giftCardKeys.all, 'add'] as const,
  balance: (code: string) => [...giftCardKeys.all, 'balance', code] as const,
  page: (orderId: string, code: string) => [...giftCardKeys.all, 'page', orderId, code] as const,
};

/** A 404 (no such card) will not change on a retry. */
const retryServerErrors = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(isRequestError(error) && error.status < 500);

/** `GET /api/gift-card/balance/{code}`: the balance and expiry (404 for an unknown code). */
export const giftCardBalanceQueryOptions = (code: string) =>
  queryOptions({
    queryKey: giftCardKeys.balance(code),
    queryFn: ({ signal }) =>
      fetchData<GiftCardBalanceResponse>(
        `/api/gift-card/balance/${encodeURIComponent(code)}`,
        signal,
      ),
    retry: retryServerErrors,
    // A balance changes when the card is spent: always asked afresh.
    staleTime: 0,
  });

/** `GET /api/gift-card/{orderId}/{code}`: the card as its recipient sees it. */
export const giftCardPageQueryOptions = (orderId: string, code: string) =>
  queryOptions({
    queryKey: giftCardKeys.page(orderId, code),
    queryFn: ({ signal }) =>
      fetchData<GiftCardPageResponse>(
        `/api/gift-card/${encodeURIComponent(orderId)}/${encodeURIComponent(code)}`,
        signal,
      ),
    retry: retryServerErrors,
  });

/**
 * `POST /api/product/add/gift-card` with `{ id, price }` (docs/rules-storefront.md "Calls").
 * Resolves to the server's error messages: an empty list means the card is in the basket, which
 * then pushes add_to_cart.
 */
export function useAddGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: giftCardKeys.add(),
    mutationFn: async ({ product, pence }: AddGiftCardVariables): Promise<string[]> => {
      const errors = await request<string[]>('/api/product/add/gift-card', {
        method: 'POST',
        body: jsonBody<AddGiftCardRequest>({ id: product.id, price: pence }),
      });
      return errors ?? [];
    },
    onSuccess: (errors, { product, pence }) => {
      if (errors.length > 0) return;
      pushEcommerce('add_to_cart', [
        {
          id: product.id,
          name: product.name,
          price: pence,
          brand: product.distributorName,
          quantity: 1,
        },
      ]);
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
    },
  });
}

/**
 * The 1-based position of the newest gift card order in the basket, read fresh: where the card
 * just added has its own checkout page (orders are appended, so it is the last gift card).
 */
export async function newestGiftCardOrderIndex(queryClient: QueryClient): Promise<number | null> {
  const state = await queryClient.fetchQuery({ ...checkoutQueryOptions(), staleTime: 0 });
  const position = state.purchase.orders.findLastIndex((order) => order.isGiftCard);
  return position < 0 ? null : position + 1;
}

import type { AddGiftCardRequest, ProductDetail } from '@shop/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { pushEcommerce } from '../analytics/data-layer';
import { checkoutKeys, checkoutQueryOptions } from './checkout-state.queries';
import { jsonBody, request } from './request';

export interface AddGiftCardVariables {
  product: Pick<ProductDetail, 'id' | 'name' | 'distributorName'>;
  /** The amount in pence, already checked against 500–25000. */
  pence: number;
}

/** Mutation keys of the gift card product (spec 001 §2.6). */
export const giftCardKeys = {
  all: ['gift-card'] as const,
  add: () => [...giftCardKeys.all, 'add'] as const,
};

/**
 * `POST /api/product/add/gift-card` with `{ id, price }` (spec 001 §7). Resolves to the server's
 * error messages: an empty list means the card is in the basket, which then pushes add_to_cart.
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

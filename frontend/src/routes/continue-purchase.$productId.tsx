import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { productByVariantQueryOptions } from '../api/catalogue.queries';
import { isRequestError } from '../http/request-error';
import { PURCHASE_AREA_ID } from '../features/product/purchase-anchor';

/**
 * `/continue-purchase/:productId` (docs/rules-checkout.md "Screens", the reminder emails' link):
 * that product's page, scrolled to its purchase area. `GET /api/product/id/{id}` takes a product's
 * own id too.
 */
export const Route = createFileRoute('/continue-purchase/$productId')({
  params: {
    parse: ({ productId }) => {
      if (!/^[1-9]\d{0,8}$/.test(productId)) throw notFound();
      return { productId: Number(productId) };
    },
    stringify: ({ productId }) => ({ productId: String(productId) }),
  },
  // The loader (and the catalogue's query options it needs) loads when the route is visited,
  // not with every page's first script.
  codeSplitGroupings: [['loader']],
  loader: async ({ context: { queryClient }, params: { productId } }) => {
    const answer = await queryClient
      .ensureQueryData(productByVariantQueryOptions(productId))
      .catch((error: unknown) => {
        if (isRequestError(error) && error.status === 404) throw notFound();
        throw error;
      });
    if (!answer.product) throw notFound();
    throw redirect({
      to: '/product/$slug',
      params: { slug: answer.product.slug },
      hash: PURCHASE_AREA_ID,
      replace: true,
    });
  },
});

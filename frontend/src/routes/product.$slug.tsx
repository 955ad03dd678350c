import { londonIsoDate } from '@shop/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  productBySlugQueryOptions,
  productTabsQueryOptions,
  relatedProductsQueryOptions,
} from '../api/catalogue.queries';
import { prefetchForPage } from '../api/prefetch';
import { GiftCardPage } from '../features/gift-card/GiftCardPage';
import { productHead } from '../features/product/product-head';
import { productLayout } from '../features/product/product-layout';
import { ProductDetailPage } from '../features/product/ProductDetailPage';
import { ProductLoadError } from '../features/product/ProductLoadError';
import { NotFoundPage } from '../pages/NotFoundPage';
import { shopNow } from '../ui/shop-clock';

export const Route = createFileRoute('/product/$slug')({
  loader: async ({ context: { queryClient, origin }, params: { slug } }) => {
    const { product } = await queryClient.ensureQueryData(productBySlugQueryOptions(slug));
    if (!product) throw notFound();
    if (productLayout(product) !== 'gift-card') {
      // Tabs and suggestions start now rather than after the page renders; only the server
      // waits for them.
      await Promise.all([
        prefetchForPage(queryClient, productTabsQueryOptions(product.id)),
        prefetchForPage(queryClient, relatedProductsQueryOptions(product.id)),
      ]);
    }
    // Worked out here, in the loader's own chunk, so the head's rules stay out of the home page.
    const head = productHead(product, origin, londonIsoDate(shopNow()));
    return { product, head };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  component: ProductRoute,
  errorComponent: ({ error }) => <ProductLoadError error={error} />,
});

/**
 * `/product/:slug`: the gift card's amount page, or a product's page (docs/rules-storefront.md
 * "Product page", "Gift card page").
 */
function ProductRoute() {
  const { slug } = Route.useParams();
  const { data } = useSuspenseQuery(productBySlugQueryOptions(slug));
  const { product, breadcrumb } = data;
  if (!product) return <NotFoundPage />;
  // Keyed by product so a size picked on one product never carries over to the next.
  return productLayout(product) === 'gift-card' ? (
    <GiftCardPage key={product.id} product={product} />
  ) : (
    <ProductDetailPage key={product.id} product={product} breadcrumb={breadcrumb} />
  );
}

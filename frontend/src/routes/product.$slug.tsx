import { londonIsoDate } from '@shop/contracts';
import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  productBySlugQueryOptions,
  productTabsQueryOptions,
  relatedProductsQueryOptions,
} from '../api/catalogue.queries';
import { productHead } from '../features/product/product-head';
import { productLayout } from '../features/product/product-layout';
import { ProductLoadError } from '../features/product/ProductLoadError';
import { ProductPage } from '../features/product/ProductPage';

export const Route = createFileRoute('/product/$slug')({
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    const { product } = await queryClient.ensureQueryData(productBySlugQueryOptions(slug));
    if (!product) throw notFound();
    if (productLayout(product) !== 'gift-card') {
      // Tabs and suggestions start now rather than after the page renders; nobody waits on them.
      void queryClient.prefetchQuery(productTabsQueryOptions(product.id));
      void queryClient.prefetchQuery(relatedProductsQueryOptions(product.id));
    }
    return { product };
  },
  head: ({ loaderData }) =>
    loaderData
      ? productHead(loaderData.product, window.location.origin, londonIsoDate(new Date()))
      : {},
  component: ProductRoute,
  errorComponent: ({ error }) => <ProductLoadError error={error} />,
});

function ProductRoute() {
  const { slug } = Route.useParams();
  return <ProductPage slug={slug} />;
}

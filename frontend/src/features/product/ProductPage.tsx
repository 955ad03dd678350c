import { useSuspenseQuery } from '@tanstack/react-query';
import { productBySlugQueryOptions } from '../../api/catalogue.queries';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { GiftCardPage } from '../gift-card/GiftCardPage';
import { ProductDetailPage } from './ProductDetailPage';
import { productLayout } from './product-layout';

/** `/product/:slug`: the gift card's amount page, or a product's page (spec 001 §2.5, §2.6). */
export function ProductPage({ slug }: { slug: string }) {
  const { data } = useSuspenseQuery(productBySlugQueryOptions(slug));
  const { product, breadcrumb } = data;
  if (!product) return <NotFoundPage />;
  // Keyed by product so a size picked on one product never carries over to the next.
  return productLayout(product) === 'gift-card' ? (
    <GiftCardPage key={product.id} product={product} breadcrumb={breadcrumb} />
  ) : (
    <ProductDetailPage key={product.id} product={product} breadcrumb={breadcrumb} />
  );
}

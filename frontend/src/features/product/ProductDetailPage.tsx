import type { BreadcrumbItem, ProductDetail } from '@shop/contracts';
import { BouquetDetails } from './BouquetDetails';
import { ProductBreadcrumb } from './ProductBreadcrumb';
import { CardDetails } from './CardDetails';
import { ProductGallery } from './ProductGallery';
import { ProductHeading } from './ProductHeading';
import { productLayout } from './product-layout';
import { PurchaseStep } from './PurchaseStep';
import { RelatedProducts } from './RelatedProducts';
import { useVariantChoice } from './use-variant-choice';
import { useViewItem } from './use-view-item';
import { WhyChooseTabs } from './WhyChooseTabs';
import './product-page.css';

/** A product's page: gallery left, details right on desktop; one column on phones. */
export function ProductDetailPage({
  product,
  breadcrumb,
}: {
  product: ProductDetail;
  breadcrumb: readonly BreadcrumbItem[];
}) {
  useViewItem(product);
  const choice = useVariantChoice(product);
  const { shown } = choice;
  const isCard = productLayout(product) === 'card';

  const heading = (
    <ProductHeading product={shown} favouriteId={product.id} exactPrice={choice.chosen} />
  );
  const purchase = <PurchaseStep product={product} choice={choice} />;

  return (
    <article
      className={`product-page ${isCard ? 'product-page--card' : 'product-page--bouquet'}`}
      data-testid="product-page"
      data-layout={isCard ? 'card' : 'bouquet'}
    >
      <ProductBreadcrumb items={breadcrumb} />
      <div className="product-page__main">
        <div className="product-page__gallery">
          <ProductGallery
            images={shown.images}
            name={shown.name}
            shape={isCard ? 'portrait' : 'square'}
          />
        </div>
        <div className="product-page__details">
          {isCard ? (
            <CardDetails product={shown} heading={heading} purchase={purchase} />
          ) : (
            <BouquetDetails product={shown} heading={heading} purchase={purchase} />
          )}
        </div>
      </div>
      <WhyChooseTabs productId={product.id} productImage={shown.images[0]} />
      <RelatedProducts productId={product.id} />
    </article>
  );
}

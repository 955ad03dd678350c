import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { relatedProductsQueryOptions } from '../../api/catalogue.queries';
import { Price } from '../../ui/Price';
import { RELATED_HEADING } from './product-messages';
import './related-products.css';

/** Listing images are shown at 285 (docs/rules-storefront.md "Constants"). */
const CARD_IMAGE_SIZE = 285;

/** 'You might also be interested in…': other products, each linking to its page. */
export function RelatedProducts({ productId }: { productId: number }) {
  const related = useQuery(relatedProductsQueryOptions(productId));
  const headingId = useId();
  // Suggestions are a bonus: while they load, or if they fail, the page simply goes without.
  if (!related.isSuccess || related.data.length === 0) return null;
  return (
    <section
      className="related-products"
      aria-labelledby={headingId}
      data-testid="related-products"
    >
      <h2 id={headingId} className="related-products__title">
        {RELATED_HEADING}
      </h2>
      <ul className="related-products__list">
        {related.data.map((product) => (
          <li key={product.link} className="related-products__item">
            <Link
              to="/product/$slug"
              params={{ slug: product.link }}
              className="related-products__card"
              data-testid={`related-product-${product.link}`}
            >
              <img
                className="related-products__image"
                src={product.image}
                alt={product.name}
                width={CARD_IMAGE_SIZE}
                height={CARD_IMAGE_SIZE}
                loading="lazy"
              />
              <span className="related-products__name">{product.name}</span>
              <Price
                price={product.price}
                discountedPrice={product.discountedPrice}
                discountAmount={product.discountAmount}
                priceLabel={product.priceLabel}
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

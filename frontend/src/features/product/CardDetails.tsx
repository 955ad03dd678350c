import type { ProductDetail } from '@shop/contracts';
import type { ReactNode } from 'react';
import { cardSizeLabel } from './product-layout';
import { ProductDescription } from './ProductDescription';

/** The card layout's details: size and personalisation instead of bouquet contents. */
export function CardDetails({
  product,
  heading,
  purchase,
}: {
  product: ProductDetail;
  heading: ReactNode;
  purchase: ReactNode;
}) {
  return (
    <>
      {heading}
      <dl className="card-facts">
        <div className="card-facts__row">
          <dt>Card size</dt>
          <dd data-testid="card-size">{cardSizeLabel(product.attributes)}</dd>
        </div>
      </dl>
      {product.isPersonalisable && (
        <div className="card-personalise" data-testid="card-personalise">
          <h2 className="card-personalise__title">Personalise this card</h2>
          <p className="card-personalise__text">
            Add your own photos or words to this card when you write your message at checkout.
          </p>
        </div>
      )}
      <ProductDescription description={product.description} bulletPoints={product.bulletPoints} />
      {purchase}
    </>
  );
}

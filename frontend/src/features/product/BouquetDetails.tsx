import type { ProductDetail } from '@shop/contracts';
import type { ReactNode } from 'react';
import { BouquetContents } from './BouquetContents';
import { ProductDescription } from './ProductDescription';

/** The bouquet layout's details: description, bullet points and what is in the bouquet. */
export function BouquetDetails({
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
      <ProductDescription description={product.description} bulletPoints={product.bulletPoints} />
      <BouquetContents contents={product.contents} />
      {purchase}
    </>
  );
}

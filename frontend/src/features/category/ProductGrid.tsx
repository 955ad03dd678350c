import type { ListingProduct } from '@shop/contracts';
import type { ReactNode } from 'react';
import { ProductCard } from './ProductCard';
import './product-grid.css';

/**
 * Images of the first row load at once (they are the page's largest paint); the rest wait until
 * they scroll near. The widest grid has four columns, so the first four are the first row.
 */
export const EAGER_IMAGES = 4;

/** The listing grid: two columns on phones, three on tablets, four on desktops. */
export function ListingGrid({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <ul className="product-grid" data-testid={testId}>
      {children}
    </ul>
  );
}

export function ProductGrid({ products }: { products: readonly ListingProduct[] }) {
  return (
    <ListingGrid testId="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < EAGER_IMAGES} first={index === 0} />
        </li>
      ))}
    </ListingGrid>
  );
}

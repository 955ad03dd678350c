import type { BreadcrumbItem } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import './product-breadcrumb.css';

/**
 * Where the product sits in the shop, as the product answer gives it (docs/rules-storefront.md
 * "Product page").
 */
export function ProductBreadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="product-breadcrumb" data-testid="product-breadcrumb">
      <ol className="product-breadcrumb__list">
        {items.map((item, index) => (
          <li key={`${item.url}-${index}`} className="product-breadcrumb__item">
            {index === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <Link to={item.url} className="product-breadcrumb__link">
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

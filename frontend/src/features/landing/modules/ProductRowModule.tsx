import type { ProductModule, ProductModuleType } from '@shop/contracts';
import { ProductCard } from '../../category/ProductCard';
import { ModuleAnchor } from '../../../ui/ModuleAnchor';
import { ModuleSection } from './ModuleSection';
import './product-row-module.css';

/** Columns of the desktop grid: one row of the products the module is named for. */
const COLUMNS: Record<ProductModuleType, 3 | 4 | 5> = {
  ThreeProductCarousel: 3,
  FourProductCarousel: 4,
  FiveProductBestSeller: 5,
  AvailableSoonest: 4,
  GreetingsCardCarousel: 4,
};

/**
 * A row of products as the category page shows them: a swipeable row on phones and tablets, a
 * grid on desktops. The best sellers are numbered. No products, no module.
 */
export function ProductRowModule({ module }: { module: ProductModule }) {
  if (module.products.length === 0) return null;
  const ranked = module.type === 'FiveProductBestSeller';
  const List = ranked ? 'ol' : 'ul';
  return (
    <ModuleSection
      module={module}
      className="product-row-module"
      action={
        module.link && (
          <ModuleAnchor
            url={module.link.url}
            className="module-section__more"
            testId={`module-${module.id}-link`}
          >
            {module.link.label}
          </ModuleAnchor>
        )
      }
    >
      <List
        className={`product-row-module__list product-row-module__list--${COLUMNS[module.type]}`}
        data-testid="product-row"
      >
        {module.products.map((product, index) => (
          <li key={product.id} className="product-row-module__item">
            {ranked && (
              <span className="product-row-module__rank" data-testid="product-rank">
                <span className="visually-hidden">Number </span>
                {index + 1}
              </span>
            )}
            <ProductCard product={product} eager={false} />
          </li>
        ))}
      </List>
    </ModuleSection>
  );
}

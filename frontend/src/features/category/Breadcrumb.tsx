import { Link } from '@tanstack/react-router';
import './breadcrumb.css';

export interface Crumb {
  label: string;
  to: string;
}

/**
 * Home, then the category (docs/rules-storefront.md "Category pages"); the last crumb is the page
 * itself.
 */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb" data-testid="breadcrumb">
      <ol className="breadcrumb__list">
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={crumb.to} className="breadcrumb__item">
              <Link
                to={crumb.to}
                className="breadcrumb__link"
                aria-current={current ? 'page' : undefined}
              >
                {crumb.label}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

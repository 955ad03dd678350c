import { Link } from '@tanstack/react-router';
import './flowers-promo-banner.css';

/**
 * The category page's one promo banner, to the flowers (docs/rules-storefront.md "Category pages").
 */
export function FlowersPromoBanner() {
  return (
    <section
      className="flowers-promo"
      aria-labelledby="flowers-promo-title"
      data-testid="flowers-promo"
    >
      <div>
        <h2 id="flowers-promo-title" className="flowers-promo__title">
          Flowers from £20.50 with a free personal card
        </h2>
        <p className="flowers-promo__text">
          Hand-tied on the morning they leave us, delivered next day when you order by 5pm.
        </p>
      </div>
      <Link
        to="/category/$slug"
        params={{ slug: 'flowers' }}
        className="button button--primary"
        data-testid="flowers-promo-link"
      >
        Shop flowers
      </Link>
    </section>
  );
}

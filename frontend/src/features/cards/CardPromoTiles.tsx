import { Link } from '@tanstack/react-router';
import type { OccasionPromo } from './card-promos';
import './card-promo-tiles.css';

/**
 * An occasion box in the all-cards grid, to that occasion's cards (docs/rules-storefront.md
 * "Greetings-card pages").
 */
export function OccasionPromoTile({ promo }: { promo: OccasionPromo }) {
  return (
    <Link
      to="/category/$slug"
      params={{ slug: promo.slug }}
      className="card-promo card-promo--occasion"
      data-testid="card-promo-occasion"
    >
      <span className="card-promo__eyebrow">Shop by occasion</span>
      <span className="card-promo__title">{promo.title}</span>
      <span className="card-promo__text">{promo.blurb}</span>
      <span className="card-promo__cta" aria-hidden="true">
        See the cards →
      </span>
    </Link>
  );
}

/**
 * The blooms promo, once 15 or more cards are on show (docs/rules-storefront.md
 * "Greetings-card pages").
 */
export function BloomsPromoTile() {
  return (
    <Link
      to="/category/$slug"
      params={{ slug: 'flowers' }}
      className="card-promo card-promo--blooms"
      data-testid="card-promo-blooms"
    >
      <span className="card-promo__eyebrow">Send blooms too</span>
      <span className="card-promo__title">Flowers from £20.50</span>
      <span className="card-promo__text">
        Every bouquet comes with a free personal card and next-day delivery when ordered by 5pm.
      </span>
      <span className="card-promo__cta" aria-hidden="true">
        Shop flowers →
      </span>
    </Link>
  );
}

import { Link } from '@tanstack/react-router';
import { CalendarHeartIcon, LeafIcon, StarIcon } from '../ui/feature-icons';
import { PAGES } from '../ui/site-links';
import './trust-strip.css';

/**
 * Reasons to trust the shop, right under the header (docs/rules-storefront.md
 * "What the shop offers", "Header, navigation and favourites").
 */
export function TrustStrip() {
  return (
    <section className="trust-strip" aria-label="Why shop with Posy" data-testid="trust-strip">
      <ul className="trust-strip__list">
        <li className="trust-strip__item" data-testid="trust-years">
          <CalendarHeartIcon />
          <span>Over 35 years trading</span>
        </li>
        <li className="trust-strip__item" data-testid="trust-rating">
          <StarIcon />
          <span>Rated 4.7 out of 5 stars</span>
        </li>
        <li className="trust-strip__item">
          <LeafIcon />
          <Link to={PAGES.freshnessGuarantee} data-testid="trust-freshness">
            7-day freshness guarantee
          </Link>
        </li>
        <li className="trust-strip__item">
          <span className="trust-strip__points" aria-hidden="true">
            P
          </span>
          <Link to={PAGES.posyPoints} data-testid="trust-points">
            Earn Posy Points
          </Link>
        </li>
      </ul>
    </section>
  );
}

import { Link } from '@tanstack/react-router';
import { popularOccasions } from './popular-occasions';
import './popular-occasions.css';

/**
 * Up to three occasion shortcuts, never the page the shopper is on (docs/rules-storefront.md
 * "Greetings-card pages").
 */
export function PopularOccasions({ currentSlug }: { currentSlug: string }) {
  const occasions = popularOccasions(currentSlug);
  return (
    <nav
      className="popular-occasions"
      aria-labelledby="popular-occasions-title"
      data-testid="popular-occasions"
    >
      <h2 id="popular-occasions-title" className="popular-occasions__title">
        Popular Occasions
      </h2>
      <ul className="popular-occasions__list">
        {occasions.map((occasion) => (
          <li key={occasion.slug}>
            <Link
              to="/category/$slug"
              params={{ slug: occasion.slug }}
              className="popular-occasions__link"
              data-testid={`popular-occasion-${occasion.slug}`}
            >
              {occasion.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

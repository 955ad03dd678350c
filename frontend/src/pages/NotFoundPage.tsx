import { RECOVERY_LINKS, RecoveryLinks } from './RecoveryLinks';
import './status-page.css';

const LINKS = [
  RECOVERY_LINKS.home,
  RECOVERY_LINKS.flowers,
  RECOVERY_LINKS.plants,
  RECOVERY_LINKS.hampers,
  RECOVERY_LINKS.cards,
];

/**
 * Shown for any address the shop does not know (docs/rules-storefront.md
 * "Not-found and error pages"), inside the normal layout.
 */
export function NotFoundPage() {
  return (
    <section className="status-page" aria-labelledby="not-found-title" data-testid="not-found-page">
      <title>Page not found | Posy</title>
      <h1 id="not-found-title" className="status-page__title">
        Oops! Page not found.
      </h1>
      <p className="status-page__text">
        We appear to have misplaced the page you are looking for, please try one of these links:
      </p>
      <RecoveryLinks links={LINKS} testId="not-found-links" />
    </section>
  );
}

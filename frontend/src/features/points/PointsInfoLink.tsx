import { PAGES } from '../../ui/site-links';

/**
 * `/posy-points`, opened in a new tab (docs/rules-checkout.md "Screens") so the checkout stays
 * where it was.
 */
export function PointsInfoLink() {
  return (
    <a
      href={PAGES.posyPoints}
      target="_blank"
      rel="noopener noreferrer"
      className="points-box__info"
      data-testid="points-info-link"
    >
      How Posy Points™ work <span className="visually-hidden">(opens in a new tab)</span>
    </a>
  );
}

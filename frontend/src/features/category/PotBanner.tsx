import { LeafIcon } from '../../ui/feature-icons';
import './pot-banner.css';

/**
 * Plant categories explain the 'Choose your pot' option of the product page
 * (docs/rules-storefront.md "Category pages").
 */
export function PotBanner() {
  return (
    <section className="pot-banner" aria-labelledby="pot-banner-title" data-testid="pot-banner">
      <LeafIcon width={28} height={28} />
      <div>
        <h2 id="pot-banner-title" className="pot-banner__title">
          Choose your pot
        </h2>
        <p className="pot-banner__text">
          Many of our plants can be sent in a decorative pot. Open a plant and pick the one that
          suits their home under &lsquo;Choose your pot&rsquo; before you add it to your basket.
        </p>
      </div>
    </section>
  );
}

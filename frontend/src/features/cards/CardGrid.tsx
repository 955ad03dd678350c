import type { ListingProduct } from '@shop/contracts';
import { ProductCard } from '../category/ProductCard';
import { EAGER_IMAGES, ListingGrid } from '../category/ProductGrid';
import { cardGridItems } from './card-promos';
import { BloomsPromoTile, OccasionPromoTile } from './CardPromoTiles';

/** The cards, with the all-cards page's promo tiles threaded through when `withPromos`. */
export function CardGrid({
  cards,
  withPromos,
}: {
  cards: readonly ListingProduct[];
  withPromos: boolean;
}) {
  return (
    <ListingGrid testId="card-grid">
      {cardGridItems(cards, withPromos).map((item, index) => {
        switch (item.kind) {
          case 'card':
            return (
              <li key={item.card.id}>
                <ProductCard product={item.card} eager={index < EAGER_IMAGES} />
              </li>
            );
          case 'occasion':
            return (
              <li key={`occasion-${index}`}>
                <OccasionPromoTile promo={item.promo} />
              </li>
            );
          case 'blooms':
            return (
              <li key="blooms">
                <BloomsPromoTile />
              </li>
            );
          default: {
            const unknown: never = item;
            throw new Error(`Unknown grid item ${JSON.stringify(unknown)}`);
          }
        }
      })}
    </ListingGrid>
  );
}

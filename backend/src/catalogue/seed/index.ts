import { BUNCHES } from './bunches.data';
import { CELEBRATION_CARDS } from './cards.data';
import { PERSONAL_CARDS } from './cards-personal.data';
import { FLOWERS } from './flowers.data';
import { HAMPERS } from './hampers.data';
import { LETTERBOX_AND_DRIED } from './letterbox-and-dried.data';
import { OCCASION_FLOWERS } from './occasion-flowers.data';
import { OTHER_PRODUCTS } from './other-products.data';
import { PLANTS } from './plants.data';
import type { SeedProduct } from './seed-types';

/**
 * The catalogue seed (docs/business-rules.md "Catalogue seed"). Id ranges: categories 1–40 plus the
 * fixed card ids 91–99 and 103; attribute groups 1–6, their children 100+; products 101–599
 * (flowers 1xx, letterbox/dried/florist's choice/subscriptions/seeds/gift card 2xx, plants 3xx,
 * hampers 4xx, cards 5xx); variants 10000 + product id × 10 + tier; pots 8001+; addons 9001+.
 */
export { SEED_ATTRIBUTE_GROUPS, ATTR } from './attributes.data';
export { SEED_CATEGORIES, CAT } from './categories.data';
export { SEED_POTS, SEED_ADDONS, ADDON } from './pots-and-addons.data';
export { SEED_PRODUCT_TABS } from './product-tabs.data';
export type * from './seed-types';

export const SEED_PRODUCTS: SeedProduct[] = [
  ...FLOWERS,
  ...BUNCHES,
  ...OCCASION_FLOWERS,
  ...LETTERBOX_AND_DRIED,
  ...OTHER_PRODUCTS,
  ...PLANTS,
  ...HAMPERS,
  ...CELEBRATION_CARDS,
  ...PERSONAL_CARDS,
];

/** The all-cards category, `greetings-cards` (docs/rules-storefront.md "Greetings-card pages"). */
export const ALL_CARDS_CATEGORY_ID = 91;

/**
 * The occasion card categories: birthday 92, anniversary 93, thinking of you 94, thank you 95,
 * new baby 97, get well 98, sympathy 99, personalised 103.
 */
export const OCCASION_CARD_CATEGORY_IDS: readonly number[] = [92, 93, 94, 95, 97, 98, 99, 103];

/** A category is listed as greetings cards (from the card search) when it is one of these. */
export function isCardCategory(categoryId: number): boolean {
  return categoryId === ALL_CARDS_CATEGORY_ID || OCCASION_CARD_CATEGORY_IDS.includes(categoryId);
}

/**
 * Whether the card grid mixes in the promo tiles: the occasion boxes (one per 21 cards) and the
 * blooms promo.
 *
 * docs/rules-storefront.md "Greetings-card pages" says "card lists are hidden" for the eight
 * occasion categories without naming the list. We read it as this list of promotional tiles that
 * the all-cards page threads through its results: each tile sends the shopper to an occasion page,
 * so on an occasion page it would point at the page itself or break up a list the shopper has
 * already narrowed. On those pages the grid holds only the cards that match. The 'Popular
 * Occasions' shortcuts are not part of that list and stay on every card page: the spec hides the
 * current category from them, which only makes a difference on an occasion page.
 */
export function showsCardPromos(categoryId: number): boolean {
  return isCardCategory(categoryId) && !OCCASION_CARD_CATEGORY_IDS.includes(categoryId);
}

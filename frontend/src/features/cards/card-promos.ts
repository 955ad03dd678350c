/**
 * One occasion promo box per this many cards on the all-cards page (docs/rules-storefront.md
 * "Constants").
 */
export const CARDS_PER_OCCASION_PROMO = 21;

/**
 * The blooms promo needs at least this many cards on show (docs/rules-storefront.md "Constants").
 */
export const BLOOMS_PROMO_MIN_CARDS = 15;

export interface OccasionPromo {
  title: string;
  slug: string;
  blurb: string;
}

/**
 * The eight occasion boxes, shown in this order and then round again (docs/rules-storefront.md
 * "Greetings-card pages").
 */
export const OCCASION_PROMOS: readonly OccasionPromo[] = [
  {
    title: 'Personalise',
    slug: 'personalised-cards',
    blurb: 'Add their name, their age or a favourite photo to the front.',
  },
  {
    title: 'Birthday',
    slug: 'birthday-cards',
    blurb: 'Bright, funny and heartfelt cards for every age.',
  },
  {
    title: 'Thinking of you',
    slug: 'thinking-of-you-cards',
    blurb: 'A few kind words, sent when they matter most.',
  },
  {
    title: 'Thank You',
    slug: 'thank-you-cards',
    blurb: 'Say thanks properly, on heavyweight board.',
  },
  {
    title: 'Anniversary',
    slug: 'anniversary-cards',
    blurb: 'From paper to diamond, mark the years together.',
  },
  {
    title: 'Get Well Soon',
    slug: 'get-well-cards',
    blurb: 'Cheer them up while they are on the mend.',
  },
  { title: 'New Baby', slug: 'new-baby-cards', blurb: 'Welcome the newest arrival to the family.' },
  {
    title: 'Sympathy',
    slug: 'sympathy-cards',
    blurb: 'Gentle, thoughtful cards for difficult times.',
  },
];

export type CardGridItem<T> =
  { kind: 'card'; card: T } | { kind: 'occasion'; promo: OccasionPromo } | { kind: 'blooms' };

/**
 * The card grid in reading order. With promos on, an occasion box follows every 21st card,
 * taking the eight occasions in turn, and the blooms promo follows the 15th card, so it appears
 * exactly when 15 or more cards are shown.
 */
export function cardGridItems<T>(cards: readonly T[], withPromos: boolean): CardGridItem<T>[] {
  const items: CardGridItem<T>[] = [];
  cards.forEach((card, index) => {
    items.push({ kind: 'card', card });
    if (!withPromos) return;
    const shown = index + 1;
    if (shown === BLOOMS_PROMO_MIN_CARDS) items.push({ kind: 'blooms' });
    if (shown % CARDS_PER_OCCASION_PROMO === 0) {
      const nth = shown / CARDS_PER_OCCASION_PROMO - 1;
      items.push({ kind: 'occasion', promo: OCCASION_PROMOS[nth % OCCASION_PROMOS.length] });
    }
  });
  return items;
}

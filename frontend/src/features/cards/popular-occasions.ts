/** A card category shortcut. */
export interface OccasionLink {
  slug: string;
  label: string;
}

/**
 * The 'Popular Occasions' shortcuts, in the spec's order (docs/rules-storefront.md
 * "Greetings-card pages").
 */
export const POPULAR_OCCASIONS: readonly OccasionLink[] = [
  { slug: 'birthday-cards', label: 'Birthday' },
  { slug: 'anniversary-cards', label: 'Anniversary' },
  { slug: 'personalised-cards', label: 'Personalised' },
  { slug: 'thinking-of-you-cards', label: 'Thinking of You' },
  { slug: 'thank-you-cards', label: 'Thank You' },
  { slug: 'sympathy-cards', label: 'Sympathy' },
  { slug: 'get-well-cards', label: 'Get Well' },
];

/** At most this many shortcuts are shown (docs/rules-storefront.md "Constants"). */
export const MAX_POPULAR_OCCASIONS = 3;

/** The shortcuts for a card page: the current category left out, then the first three. */
export function popularOccasions(currentSlug: string): OccasionLink[] {
  return POPULAR_OCCASIONS.filter((occasion) => occasion.slug !== currentSlug).slice(
    0,
    MAX_POPULAR_OCCASIONS,
  );
}

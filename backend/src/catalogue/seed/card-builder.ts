import { CAT } from './categories.data';
import { paragraphs, slugify } from './seed-builders';
import type { SeedProduct } from './seed-types';

export type CardSize = 'A5' | 'A6';

export interface CardInput {
  id: number;
  name: string;
  /** What the front shows, in a sentence or two. */
  blurb: string;
  /** Card occasion category ids (92–99); 91 and, when personalised, 103 are added. */
  occasions: number[];
  attributes: number[];
  sortingOrder: number;
  related: number[];
  colours: [string, string, string];
  /** Pence; standard cards default to £3.75, personalised ones to £4.75 (A6) or £5.75 (A5). */
  price?: number;
  /**
   * Personalisable cards carry their size as an attribute value (docs/rules-checkout.md
   * "Orders and items").
   */
  personalised?: CardSize;
}

const PERSONALISED_PRICE: Record<CardSize, number> = { A5: 575, A6: 475 };
const SIZE_LABEL: Record<CardSize, string> = {
  A5: 'Large A5 card (148 × 210mm)',
  A6: 'Classic A6 card (105 × 148mm)',
};

const CARD_CLOSING =
  'Printed in the UK on heavyweight FSC-certified board and posted in a kraft envelope. Tell us your message and we will print it inside in a handwritten-style font, or leave it blank to write yourself.';
const PERSONALISED_NOTE =
  'Make it theirs: add a favourite photo and a few words to the front in our card editor, and preview it before you buy.';

/** A greetings card (distributor 'Cards'): always in category 91, never earns Posy Points. */
export function card(input: CardInput): SeedProduct {
  const size = input.personalised;
  const categories: number[] = [CAT.cards, ...input.occasions];
  if (size) categories.push(CAT.personalisedCards);
  return {
    id: input.id,
    sku: `CRD-${input.id}`,
    name: input.name,
    slug: slugify(input.name),
    distributor: 'Cards',
    price: input.price ?? (size ? PERSONALISED_PRICE[size] : 375),
    discount: 0,
    priceLabel: null,
    description: paragraphs(input.blurb, size ? PERSONALISED_NOTE : undefined, CARD_CLOSING),
    bulletPoints: [
      ...(size ? ['Your photo and words on the front', SIZE_LABEL[size]] : []),
      'Your message printed inside',
      'Heavyweight FSC-certified board',
      'Kraft envelope included',
    ],
    contents: [],
    categories,
    attributes: input.attributes,
    tags: size ? [size] : [],
    sortingOrder: input.sortingOrder,
    available: true,
    isAgeRestricted: false,
    isPersonalisable: size !== undefined,
    isCustomisable: false,
    posyPoints: 0,
    variants: [],
    addonIds: [],
    relatedIds: input.related,
    image: { motif: 'card', colours: input.colours },
  };
}

import type { DistributorName } from '@shop/contracts';
import type { SeedImageMotif, SeedProduct, SeedVariant } from './seed-types';
import { ADDON } from './pots-and-addons.data';

/**
 * Builders that turn the short product entries of the *.data.ts files into full SeedProducts,
 * so the data files hold what differs between products and the house style lives here once.
 */

type Palette = [string, string, string];

export interface ProductInput {
  id: number;
  name: string;
  /** Pence. */
  price: number;
  /** The product's own opening paragraph (plain text or inline HTML). */
  blurb: string;
  /** Optional middle paragraph, before the standard one for the kind of product. */
  more?: string;
  /** Product-specific bullet points; the kind's standard points are appended, up to 5 in all. */
  bullets: string[];
  contents?: string[];
  categories: number[];
  attributes: number[];
  sortingOrder: number;
  related: number[];
  colours: Palette;
  slug?: string;
  sku?: string;
  discount?: number;
  priceLabel?: string;
  /** Offer Standard / Deluxe / Luxury. */
  tiers?: boolean;
  addons?: number[];
  available?: boolean;
  ageRestricted?: boolean;
  tags?: string[];
}

/** 'The Harriet' → 'the-harriet'; "Mother's Day" → 'mothers-day'; '&' → 'and'. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** One Posy Point per £10 spent, rounded, never below 1 for a product that earns points. */
export function posyPointsFor(price: number): number {
  return Math.max(1, Math.round(price / 1000));
}

const TIERS = ['Standard', 'Deluxe', 'Luxury'] as const;
/** Deluxe adds £10 of stems, Luxury £20. */
const TIER_STEP = 1000;

/**
 * Variant ids live apart from product ids: 10000 + product id × 10 + tier,
 * so product 101 has variants 11010, 11011 and 11012.
 */
export function tieredVariants(productId: number, price: number, discount: number): SeedVariant[] {
  return TIERS.map((description, tier) => ({
    id: 10000 + productId * 10 + tier,
    description,
    price: price + tier * TIER_STEP,
    discount,
  }));
}

export function paragraphs(...texts: (string | undefined)[]): string {
  return texts
    .filter((text): text is string => text !== undefined && text !== '')
    .map((text) => `<p>${text}</p>`)
    .join('');
}

interface Kind {
  distributor: DistributorName;
  skuPrefix: string;
  motif: SeedImageMotif;
  closing: string;
  standardBullets: string[];
  addonIds: number[];
  tags?: string[];
  customisable?: boolean;
}

const FRESH_CLOSING =
  'Hand-tied by our florists on the morning it leaves us, sent in an aqua pack of water and wrapped in plastic-free packaging, with a free personal card and flower food. Our <strong>7-day freshness guarantee</strong> comes as standard.';

const KINDS = {
  bouquet: {
    distributor: 'Flowers',
    skuPrefix: 'FLW',
    motif: 'bouquet',
    closing: FRESH_CLOSING,
    standardBullets: [
      'Free personal card and flower food',
      '7-day freshness guarantee',
      'Plastic-free, recyclable packaging',
    ],
    addonIds: [ADDON.chocolates, ADDON.vase, ADDON.teddy, ADDON.balloon],
  },
  letterbox: {
    distributor: 'Letterbox',
    skuPrefix: 'LBX',
    motif: 'letterbox',
    closing:
      'Sent in bud in a slim, recyclable box that fits through most letterboxes, so nobody needs to be in. A step-by-step card inside makes arranging them a five-minute job, and the buds open over the next two or three days.',
    standardBullets: [
      'Fits through most letterboxes',
      'Arranging guide and flower food included',
      '7-day freshness guarantee',
    ],
    addonIds: [ADDON.chocolates],
  },
  dried: {
    distributor: 'Flowers',
    skuPrefix: 'DRY',
    motif: 'dried',
    closing:
      'Dried flowers need no water and no fuss: keep them out of strong sunlight and away from steamy rooms and they will hold their colour for a year or more.',
    standardBullets: [
      'Lasts a year or more',
      'No water needed',
      'Plastic-free, recyclable packaging',
    ],
    addonIds: [ADDON.chocolates, ADDON.vase],
  },
  plant: {
    distributor: 'Plants',
    skuPrefix: 'PLT',
    motif: 'plant',
    closing:
      'Choose a pot to go with it, or send it in its nursery pot if they already have a favourite. Each plant is checked by hand before it is packed and comes with a care card.',
    standardBullets: ['Choose from our range of pots', 'Care card included'],
    addonIds: [ADDON.chocolates, ADDON.balloon],
    tags: ['435', 'Pots'],
    customisable: true,
  },
  hamper: {
    distributor: 'Hampers',
    skuPrefix: 'HMP',
    motif: 'hamper',
    closing:
      'Packed by hand with tissue and a ribbon, with a free personal card. Everything inside comes from independent British producers wherever we can find them.',
    standardBullets: ['Free personal card', 'Packed by hand'],
    addonIds: [ADDON.balloon, ADDON.teddy],
  },
  seeds: {
    distributor: 'Letterbox',
    skuPrefix: 'SDS',
    motif: 'seeds',
    closing:
      'Sent in a flat, letterbox-friendly envelope with a card for your message, so it arrives without anyone needing to be in. Sowing and growing tips are printed on the back of every packet.',
    standardBullets: ['Fits through the letterbox', 'Sowing guide on every packet'],
    addonIds: [],
  },
} satisfies Record<string, Kind>;

export type ProductKind = keyof typeof KINDS;

const AGE_NOTE =
  'Contains alcohol: the recipient must be 18 or over, and our courier may ask for ID on delivery.';

/** A full SeedProduct from a short entry, filled in with the house style of its kind. */
export function product(kindName: ProductKind, input: ProductInput): SeedProduct {
  const kind: Kind = KINDS[kindName];
  const discount = input.discount ?? 0;
  const ageRestricted = input.ageRestricted ?? false;
  const bullets = [...input.bullets, ...kind.standardBullets].slice(0, 5);
  return {
    id: input.id,
    sku: input.sku ?? `${kind.skuPrefix}-${input.id}`,
    name: input.name,
    slug: input.slug ?? slugify(input.name),
    distributor: kind.distributor,
    price: input.price,
    discount,
    priceLabel: input.priceLabel ?? null,
    description: paragraphs(input.blurb, input.more, kind.closing, ageRestricted ? AGE_NOTE : ''),
    bulletPoints: ageRestricted ? [...bullets.slice(0, 4), 'Over 18s only'] : bullets,
    contents: input.contents ?? [],
    categories: input.categories,
    attributes: input.attributes,
    tags: input.tags ?? kind.tags ?? [],
    sortingOrder: input.sortingOrder,
    available: input.available ?? true,
    isAgeRestricted: ageRestricted,
    isPersonalisable: false,
    isCustomisable: kind.customisable ?? false,
    posyPoints: posyPointsFor(input.price),
    variants: input.tiers ? tieredVariants(input.id, input.price, discount) : [],
    addonIds: input.addons ?? kind.addonIds,
    relatedIds: input.related,
    image: { motif: kind.motif, colours: input.colours },
  };
}

export const bouquet = (input: ProductInput): SeedProduct => product('bouquet', input);
export const letterbox = (input: ProductInput): SeedProduct => product('letterbox', input);
export const dried = (input: ProductInput): SeedProduct => product('dried', input);
export const plant = (input: ProductInput): SeedProduct => product('plant', input);
export const hamper = (input: ProductInput): SeedProduct => product('hamper', input);
export const seeds = (input: ProductInput): SeedProduct => product('seeds', input);

import {
  SEED_ADDONS,
  SEED_ATTRIBUTE_GROUPS,
  SEED_CATEGORIES,
  SEED_POTS,
  SEED_PRODUCTS,
  SEED_PRODUCT_TABS,
  type SeedProduct,
} from '.';

/** The /category/:slug slugs named by docs/rules-storefront.md "Routes". */
const SPEC_SLUGS = [
  'flowers',
  'house-plants',
  'greetings-cards',
  'mothers-day-flowers',
  'christmas-flowers',
  'valentines-flowers',
  'birthday-flowers-and-gifts',
  'hampers',
  'christmas-hampers',
  'hand-tied',
  'letterbox-flowers',
  'flowering-plants',
  'dried-flowers',
  'birthday-cards',
  'anniversary-cards',
  'personalised-cards',
  'thinking-of-you-cards',
  'thank-you-cards',
  'sympathy-cards',
  'get-well-cards',
];

/** Card category ids the storefront relies on (docs/rules-storefront.md "Greetings-card pages"). */
const CARD_CATEGORY_IDS: Record<number, string> = {
  91: 'greetings-cards',
  92: 'birthday-cards',
  93: 'anniversary-cards',
  94: 'thinking-of-you-cards',
  95: 'thank-you-cards',
  97: 'new-baby-cards',
  98: 'get-well-cards',
  99: 'sympathy-cards',
  103: 'personalised-cards',
};

const categoryBySlug = new Map(SEED_CATEGORIES.map((c) => [c.slug, c]));
const productIds = new Set(SEED_PRODUCTS.map((p) => p.id));
const attributeIds = new Set(SEED_ATTRIBUTE_GROUPS.flatMap((g) => g.children.map((c) => c.id)));
const inCategory = (id: number): SeedProduct[] =>
  SEED_PRODUCTS.filter((p) => p.categories.includes(id));
const duplicates = (values: readonly (string | number)[]) =>
  values.filter((value, i) => values.indexOf(value) !== i);
const cards = SEED_PRODUCTS.filter((p) => p.distributor === 'Cards');
const giftCard = SEED_PRODUCTS.find((p) => p.sku === 'GIFTCARD');

describe('catalogue seed: size and coverage', () => {
  it('has at least 120 products, 40 of them greetings cards', () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(120);
    expect(cards.length).toBeGreaterThanOrEqual(40);
  });

  it.each(SPEC_SLUGS)('has category %s with at least 6 products', (slug) => {
    const category = categoryBySlug.get(slug);
    expect(category).toBeDefined();
    expect(inCategory(category!.id).length).toBeGreaterThanOrEqual(6);
  });

  it('has no near-empty category, including the ones beyond the spec list', () => {
    const thin = SEED_CATEGORIES.filter((c) => inCategory(c.id).length < 6).map((c) => c.slug);
    expect(thin).toEqual([]);
  });

  it('keeps the fixed card category ids, with no 96', () => {
    for (const [id, slug] of Object.entries(CARD_CATEGORY_IDS)) {
      expect(categoryBySlug.get(slug)?.id).toBe(Number(id));
    }
    expect(SEED_CATEGORIES.some((c) => c.id === 96)).toBe(false);
    const others = SEED_CATEGORIES.filter((c) => !(c.id in CARD_CATEGORY_IDS));
    expect(others.every((c) => c.id >= 1 && c.id <= 40)).toBe(true);
  });

  it('gives every filter option at least one product', () => {
    const used = new Set(SEED_PRODUCTS.flatMap((p) => p.attributes));
    expect([...attributeIds].filter((id) => !used.has(id))).toEqual([]);
  });

  it('has the six filter groups with the colour swatches of spec 001 §2.3', () => {
    expect(SEED_ATTRIBUTE_GROUPS.map((g) => g.name)).toEqual([
      'Colour',
      'Occasion',
      'Recipient',
      'Birthday Ages',
      'Anniversaries',
      'Style',
    ]);
    expect(SEED_ATTRIBUTE_GROUPS[0].children.map((c) => c.name)).toEqual([
      'Cream',
      'Mixed',
      'Orange',
      'Pink',
      'Purple',
      'Red',
      'White',
      'Yellow',
    ]);
  });
});

describe('catalogue seed: identity and references', () => {
  it('has unique product ids, skus and kebab-case slugs', () => {
    expect(duplicates(SEED_PRODUCTS.map((p) => p.id))).toEqual([]);
    expect(duplicates(SEED_PRODUCTS.map((p) => p.sku))).toEqual([]);
    expect(duplicates(SEED_PRODUCTS.map((p) => p.slug))).toEqual([]);
    expect(duplicates(SEED_CATEGORIES.map((c) => c.slug))).toEqual([]);
    const badSlugs = [...SEED_PRODUCTS, ...SEED_CATEGORIES]
      .map((item) => item.slug)
      .filter((slug) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug));
    expect(badSlugs).toEqual([]);
  });

  it('keeps product, variant, pot, addon and category ids apart where they share a lookup', () => {
    const variantIds = SEED_PRODUCTS.flatMap((p) => p.variants.map((v) => v.id));
    const all = [
      ...productIds,
      ...variantIds,
      ...SEED_POTS.map((p) => p.id),
      ...SEED_ADDONS.map((a) => a.id),
    ];
    expect(duplicates(all)).toEqual([]);
    expect(duplicates(SEED_CATEGORIES.map((c) => c.id))).toEqual([]);
    expect(duplicates([...SEED_ATTRIBUTE_GROUPS.map((g) => g.id), ...attributeIds])).toEqual([]);
    expect(duplicates(SEED_ADDONS.map((a) => a.sku))).toEqual([]);
  });

  it('only references categories, filters, addons and products that exist', () => {
    const categoryIds = new Set(SEED_CATEGORIES.map((c) => c.id));
    const addonIds = new Set(SEED_ADDONS.map((a) => a.id));
    for (const p of SEED_PRODUCTS) {
      expect({ id: p.id, missing: p.categories.filter((id) => !categoryIds.has(id)) }).toEqual({
        id: p.id,
        missing: [],
      });
      expect({ id: p.id, missing: p.attributes.filter((id) => !attributeIds.has(id)) }).toEqual({
        id: p.id,
        missing: [],
      });
      expect({ id: p.id, missing: p.addonIds.filter((id) => !addonIds.has(id)) }).toEqual({
        id: p.id,
        missing: [],
      });
      expect({
        id: p.id,
        missing: p.relatedIds.filter((id) => !productIds.has(id) || id === p.id),
      }).toEqual({
        id: p.id,
        missing: [],
      });
    }
  });

  it('gives every product 3 or 4 distinct related products and at least one category', () => {
    const wrong = SEED_PRODUCTS.filter(
      (p) =>
        p.relatedIds.length < 3 ||
        p.relatedIds.length > 4 ||
        new Set(p.relatedIds).size !== p.relatedIds.length ||
        p.categories.length === 0,
    ).map((p) => p.id);
    expect(wrong).toEqual([]);
  });
});

describe('catalogue seed: the products the journeys need', () => {
  it('has the gift card (sku GIFTCARD, /product/gift-card, From £5, no points)', () => {
    expect(giftCard).toMatchObject({
      slug: 'gift-card',
      distributor: 'Gift Cards',
      price: 3000,
      priceLabel: 'From £5',
      posyPoints: 0,
      available: true,
    });
  });

  it("has the four florist's choice products and the two monthly subscriptions", () => {
    const slugs = new Set(SEED_PRODUCTS.map((p) => p.slug));
    for (const slug of [
      'florists-choice-chic',
      'florists-choice-luxe',
      'florists-choice-grande',
      'florists-choice-letterbox',
      'monthly-flower-gifts',
      'monthly-plant-gift',
    ]) {
      expect(slugs.has(slug)).toBe(true);
    }
  });

  it('has age-restricted hampers, each one with alcohol in it', () => {
    const restricted = SEED_PRODUCTS.filter((p) => p.isAgeRestricted);
    expect(restricted.filter((p) => p.distributor === 'Hampers').length).toBeGreaterThanOrEqual(3);
    for (const p of restricted) {
      expect(p.description).toMatch(/wine|prosecco|gin|ale|port|claret|rioja/i);
    }
  });

  it('offers Standard / Deluxe / Luxury on at least 15 products, £10 apart', () => {
    const tiered = SEED_PRODUCTS.filter((p) => p.variants.length === 3);
    expect(tiered.length).toBeGreaterThanOrEqual(15);
    for (const p of tiered) {
      expect(p.variants.map((v) => [v.description, v.price - p.price, v.discount])).toEqual([
        ['Standard', 0, p.discount],
        ['Deluxe', 1000, p.discount],
        ['Luxury', 2000, p.discount],
      ]);
    }
    expect(SEED_PRODUCTS.filter((p) => p.variants.length !== 0 && p.variants.length !== 3)).toEqual(
      [],
    );
  });

  it('has exactly two unavailable products, neither of them the gift card', () => {
    const unavailable = SEED_PRODUCTS.filter((p) => !p.available);
    expect(unavailable).toHaveLength(2);
    expect(unavailable).not.toContain(giftCard);
  });

  it('has at least 6 pots for plants, the first a free nursery pot', () => {
    expect(SEED_POTS.length).toBeGreaterThanOrEqual(6);
    expect(SEED_POTS[0].price).toBe(0);
    expect(SEED_POTS.slice(1).every((p) => p.price >= 500 && p.price <= 1500)).toBe(true);
  });

  it('shows the pot chooser on every plant in the plant categories', () => {
    const plantCategories = [...categoryBySlug.values()].filter((c) => c.slug.includes('plants'));
    const plants = SEED_PRODUCTS.filter((p) =>
      plantCategories.some((c) => p.categories.includes(c.id)),
    );
    expect(plants.length).toBeGreaterThanOrEqual(12);
    for (const p of plants) {
      expect(p).toMatchObject({ distributor: 'Plants', isCustomisable: true });
      expect(p.tags).toEqual(expect.arrayContaining(['435', 'Pots']));
    }
  });

  it('has the chocolates, vase, teddy and balloon addons', () => {
    const names = SEED_ADDONS.map((a) => a.name.toLowerCase()).join(' ');
    for (const word of ['chocolate', 'vase', 'teddy', 'balloon']) expect(names).toContain(word);
    expect(SEED_ADDONS.every((a) => a.id >= 9000)).toBe(true);
  });

  it("has the three 'Why choose Posy' tabs, with four reviews rated 4 or 5", () => {
    expect(SEED_PRODUCT_TABS.map((t) => t.type)).toEqual([
      'text',
      'single_image_information',
      'reviews',
    ]);
    const reviews = SEED_PRODUCT_TABS[2].reviews;
    expect(reviews).toHaveLength(4);
    expect(reviews.every((r) => r.rating >= 4 && r.rating <= 5 && r.author && r.text)).toBe(true);
  });
});

describe('catalogue seed: prices, points and cards', () => {
  it('starts flowers at £20.50 (the marketing claim) and keeps them to about £80', () => {
    const flowers = SEED_PRODUCTS.filter((p) => p.distributor === 'Flowers');
    expect(Math.min(...flowers.map((p) => p.price))).toBe(2050);
    expect(Math.max(...flowers.map((p) => p.price))).toBeLessThanOrEqual(8000);
  });

  it('uses whole pence, discounts smaller than the price, and weights within 1–1000', () => {
    for (const p of SEED_PRODUCTS) {
      expect(Number.isInteger(p.price) && Number.isInteger(p.discount)).toBe(true);
      expect(p.discount >= 0 && p.discount < p.price).toBe(true);
      expect(p.sortingOrder >= 1 && p.sortingOrder <= 1000).toBe(true);
    }
    expect(SEED_PRODUCTS.filter((p) => p.discount > 0).length).toBeGreaterThanOrEqual(8);
  });

  it('earns a point per £10 (at least 1), none for cards and the gift card', () => {
    for (const p of SEED_PRODUCTS) {
      const expected =
        p.distributor === 'Cards' || p.distributor === 'Gift Cards'
          ? 0
          : Math.max(1, Math.round(p.price / 1000));
      expect({ id: p.id, points: p.posyPoints }).toEqual({ id: p.id, points: expected });
    }
  });

  it('prices cards at £3.75–£5.75, lists them all under 91, and sizes the personalised ones', () => {
    for (const c of cards) {
      expect(c.price >= 375 && c.price <= 575).toBe(true);
      expect(c.categories).toContain(91);
      expect(c.categories.some((id) => id !== 91 && id in CARD_CATEGORY_IDS)).toBe(true);
      if (c.isPersonalisable) {
        expect([['A5'], ['A6']]).toContainEqual(c.tags);
        expect(c.categories).toContain(103);
      }
    }
    expect(cards.filter((c) => c.isPersonalisable).length).toBeGreaterThanOrEqual(6);
  });
});

describe('catalogue seed: copy', () => {
  const everything = JSON.stringify([
    SEED_CATEGORIES,
    SEED_ATTRIBUTE_GROUPS,
    SEED_PRODUCTS,
    SEED_POTS,
    SEED_ADDONS,
    SEED_PRODUCT_TABS,
  ]);

  it('has no outside URLs and no placeholder text', () => {
    expect(everything).not.toMatch(/https?:|www\.|\/\/|lorem|ipsum|todo/i);
    const hrefs = everything.match(/href=\\?"([^"\\]*)/g) ?? [];
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((h) => !/href=\\?"\//.test(h))).toEqual([]);
  });

  it('links category descriptions only to categories that exist', () => {
    for (const c of SEED_CATEGORIES) {
      for (const [, slug] of c.description.matchAll(/href="\/category\/([^"]+)"/g)) {
        expect(categoryBySlug.has(slug)).toBe(true);
      }
    }
  });

  it('gives every product 3–5 bullet points and a 2–3 paragraph description', () => {
    for (const p of SEED_PRODUCTS) {
      expect({ id: p.id, ok: p.bulletPoints.length >= 3 && p.bulletPoints.length <= 5 }).toEqual({
        id: p.id,
        ok: true,
      });
      const paragraphs = p.description.match(/<p>/g)?.length ?? 0;
      expect({ id: p.id, paragraphs: paragraphs >= 2 && paragraphs <= 4 }).toEqual({
        id: p.id,
        paragraphs: true,
      });
    }
  });

  it('lists bouquet contents for every fresh bouquet', () => {
    const bouquets = SEED_PRODUCTS.filter((p) => p.image.motif === 'bouquet');
    expect(bouquets.filter((p) => p.contents.length === 0)).toEqual([]);
  });

  it('sorts the occasion categories by bestsellers and the rest by price (spec 001 §9)', () => {
    const weighted = /birthday|mothers-day|fathers-day|valentines|christmas|hampers/;
    for (const c of SEED_CATEGORIES) {
      const expected = c.slug === 'flowers' || weighted.test(c.slug) ? 'weight' : 'priceasc';
      expect({ slug: c.slug, sort: c.defaultSort }).toEqual({ slug: c.slug, sort: expected });
    }
  });

  it('fills in the category fields the page needs', () => {
    for (const c of SEED_CATEGORIES) {
      expect(c.title).not.toMatch(/posy/i);
      expect(c.metaDescription.length).toBeGreaterThan(60);
      expect(c.metaDescription.length).toBeLessThanOrEqual(400);
      expect(c.description).toMatch(/^<p>.*<\/p>$/);
    }
  });
});

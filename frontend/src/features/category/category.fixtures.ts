import type { AttributeGroup, Category, CategoryResponse, ListingProduct } from '@shop/contracts';

/** Test data shaped like the seeded catalogue, for the category and card specs. */
export function listingProduct(
  overrides: Partial<ListingProduct> & { id: number },
): ListingProduct {
  const { id } = overrides;
  return {
    sku: `FLW-${id}`,
    name: `Bouquet ${id}`,
    slug: `bouquet-${id}`,
    price: 3000,
    discountedPrice: 3000,
    discountAmount: '0.00',
    priceLabel: null,
    image: `/images/products/${id}-586.svg`,
    imageSmall: `/images/products/${id}-285.svg`,
    distributorName: 'Flowers',
    isPersonalisable: false,
    isCustomisable: false,
    earliestDeliveryDate: '2026-06-05',
    categoryDescription: 'Seasonal stems, hand-tied',
    attributes: [],
    sortingOrder: 500,
    categories: [1],
    ...overrides,
  };
}

export const ATTRIBUTE_GROUPS: AttributeGroup[] = [
  {
    id: 1,
    name: 'Colour',
    children: [
      { id: 100, name: 'Cream' },
      { id: 103, name: 'Pink' },
      { id: 105, name: 'Red' },
      { id: 107, name: 'Yellow' },
    ],
  },
  {
    id: 2,
    name: 'Occasion',
    children: [
      { id: 110, name: 'Birthday' },
      { id: 111, name: 'Anniversary' },
      { id: 114, name: 'Sympathy' },
    ],
  },
  { id: 4, name: 'Birthday Ages', children: [{ id: 140, name: '18th' }] },
];

export const FLOWERS: Category = {
  id: 1,
  name: 'Flowers',
  slug: 'flowers',
  title: 'Flower Delivery | Fresh Flowers Delivered Next Day',
  metaDescription: 'Send fresh, hand-tied flowers anywhere in the UK from £20.50.',
  description:
    '<p>Every Posy bouquet is <strong>hand-tied</strong> on the morning it leaves us.</p>',
};

export const FLOWER_PRODUCTS: ListingProduct[] = [
  listingProduct({
    id: 101,
    name: 'The Harriet',
    slug: 'the-harriet',
    price: 3500,
    discountedPrice: 3500,
    attributes: [103, 110],
    sortingOrder: 980,
  }),
  listingProduct({
    id: 102,
    name: 'The Beatrice',
    slug: 'the-beatrice',
    price: 3000,
    discountedPrice: 2500,
    discountAmount: '5.00',
    attributes: [103, 111],
    sortingOrder: 720,
  }),
  listingProduct({
    id: 103,
    name: 'Sunshine Sunflowers',
    slug: 'sunshine-sunflowers',
    price: 3200,
    discountedPrice: 3200,
    attributes: [107, 110],
    sortingOrder: 910,
  }),
  listingProduct({
    id: 108,
    name: 'Classic Red Roses',
    slug: 'classic-red-roses',
    price: 4500,
    discountedPrice: 4500,
    attributes: [105, 111],
    sortingOrder: 950,
  }),
  listingProduct({
    id: 109,
    name: 'The Ivy',
    slug: 'the-ivy',
    price: 2050,
    discountedPrice: 2050,
    priceLabel: 'From £20.50',
    attributes: [100, 114],
    sortingOrder: 700,
  }),
];

export function categoryResponse(overrides: Partial<CategoryResponse> = {}): CategoryResponse {
  return {
    category: FLOWERS,
    defaultSort: 'weight',
    attributes: ATTRIBUTE_GROUPS,
    products: FLOWER_PRODUCTS,
    ...overrides,
  };
}

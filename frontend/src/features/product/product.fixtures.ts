import type {
  ProductBySlugResponse,
  ProductDetail,
  ProductTab,
  RelatedProduct,
} from '@shop/contracts';

/** Catalogue answers shaped like the seeded shop's, for component tests. */
export function harriet(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 101,
    sku: 'FLW-101',
    name: 'The Harriet',
    slug: 'the-harriet',
    price: 3500,
    discountedPrice: 3500,
    discountAmount: '0.00',
    priceLabel: null,
    images: ['/images/products/101-586.svg'],
    available: true,
    pageTitle: 'The Harriet',
    metaDescription: 'Scented pink roses and stocks Free personal card and flower food',
    distributor: 'Flowers',
    distributorName: 'Flowers',
    defaultDeliveryMethodCost: 0,
    description:
      '<p>Soft pink &#39;Sweet Avalanche&#39; roses with <strong>white lisianthus</strong>.</p><p>Hand-tied &amp; sent the same morning.</p>',
    bulletPoints: ['Scented pink roses and stocks', '7-day freshness guarantee'],
    contents: ['5 pink roses', '3 white lisianthus', 'eucalyptus'],
    variants: [
      {
        id: 11010,
        description: 'Standard',
        price: 3500,
        discountAmount: '0.00',
        discountedPrice: 3500,
      },
      {
        id: 11011,
        description: 'Deluxe',
        price: 4500,
        discountAmount: '0.00',
        discountedPrice: 4500,
      },
      {
        id: 11012,
        description: 'Luxury',
        price: 5500,
        discountAmount: '0.00',
        discountedPrice: 5500,
      },
    ],
    attributes: [],
    isAgeRestricted: false,
    isPersonalisable: false,
    isCustomisable: false,
    posyPoints: 4,
    earliestDeliveryDate: '2026-06-05',
    favouriteCategory: 'Flowers',
    ...overrides,
  };
}

export function birthdayCard(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return harriet({
    id: 571,
    sku: 'CRD-571',
    name: 'Personalised Photo Birthday Card',
    slug: 'personalised-photo-birthday-card',
    price: 395,
    discountedPrice: 395,
    images: ['/images/products/571-586.svg'],
    pageTitle: 'Personalised Photo Birthday Card',
    distributor: 'Cards',
    distributorName: 'Cards',
    description: '<p>Your own photo on the front, with your message printed inside.</p>',
    bulletPoints: ['Printed on heavyweight FSC-certified board'],
    contents: [],
    variants: [],
    attributes: ['A5'],
    isPersonalisable: true,
    favouriteCategory: 'Cards',
    ...overrides,
  });
}

export function giftCard(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return harriet({
    id: 250,
    sku: 'GIFTCARD',
    name: 'Posy Gift Card',
    slug: 'gift-card',
    price: 3000,
    discountedPrice: 3000,
    priceLabel: 'From £5',
    images: ['/images/products/250-586.svg'],
    pageTitle: 'Posy Gift Card',
    metaDescription: 'Any amount from £5 to £250 Valid for 2 years',
    distributor: 'Gift Cards',
    distributorName: 'Gift Cards',
    description: '<p>Let them choose their own flowers, plants, hampers or cards.</p>',
    bulletPoints: ['Any amount from £5 to £250'],
    contents: [],
    variants: [],
    earliestDeliveryDate: null,
    favouriteCategory: null,
    ...overrides,
  });
}

export function bySlug(product: ProductDetail | undefined): ProductBySlugResponse {
  return {
    ...(product ? { product } : {}),
    breadcrumb: product
      ? [
          { name: 'Home', url: '/' },
          { name: 'Flowers', url: '/category/flowers' },
          { name: product.name, url: `/product/${product.slug}` },
        ]
      : [],
    email: null,
  };
}

export const TABS: ProductTab[] = [
  {
    id: 1,
    name: 'Ethical Flowers',
    type: 'text',
    content: '<p>At least <strong>10% of our profits</strong> go to charity every year.</p>',
    image: null,
    reviews: [],
  },
  {
    id: 2,
    name: '7-Day Freshness Guarantee',
    type: 'single_image_information',
    content: 'Every bouquet is guaranteed to stay fresh for at least 7 days.',
    image: '/images/tabs/freshness.svg',
    reviews: [],
  },
  {
    id: 3,
    name: 'Reviews',
    type: 'reviews',
    content: 'Rated 4.7 out of 5 by our customers.',
    image: null,
    reviews: [
      {
        author: 'Sarah, Leeds',
        rating: 5,
        text: 'The roses were still going strong ten days later.',
      },
      { author: 'Priya, Manchester', rating: 4, text: 'Opened up well over a couple of days.' },
    ],
  },
];

export const RELATED: RelatedProduct[] = [
  {
    link: 'the-florence',
    image: '/images/products/104-285.svg',
    name: 'The Florence',
    price: 4000,
    priceLabel: null,
    discountAmount: '0.00',
    discountedPrice: 4000,
  },
  {
    link: 'the-beatrice',
    image: '/images/products/102-285.svg',
    name: 'The Beatrice',
    price: 3000,
    priceLabel: null,
    discountAmount: '5.00',
    discountedPrice: 2500,
  },
];

import type {
  BannerModule,
  CustomerStoriesModule,
  InstagramModule,
  JournalPostsModule,
  ListingProduct,
  MakeADifferenceModule,
  NotificationBannerModule,
  PointsModule,
  ProductModule,
  ReviewsModule,
  TextModule,
  ThreeColumnBoxesModule,
  TileModule,
  WhyChooseModule,
} from '@shop/contracts';

/** Test modules shaped as `GET /api/landing-page/modules/{id}` serves them. */

const shown = { mobile: true, desktop: true };

export function listingProduct(
  overrides: Partial<ListingProduct> & { id: number; name: string; slug: string },
): ListingProduct {
  return {
    sku: `FLW-${overrides.id}`,
    price: 3500,
    discountedPrice: 3500,
    discountAmount: '0.00',
    priceLabel: null,
    image: `/images/products/${overrides.id}-586.svg`,
    imageSmall: `/images/products/${overrides.id}-285.svg`,
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

export const PRODUCTS: ListingProduct[] = [
  listingProduct({ id: 101, name: 'The Harriet', slug: 'the-harriet' }),
  listingProduct({
    id: 102,
    name: 'The Beatrice',
    slug: 'the-beatrice',
    price: 3000,
    discountedPrice: 2500,
    discountAmount: '5.00',
  }),
  listingProduct({ id: 103, name: 'The Ivy', slug: 'the-ivy', priceLabel: 'From £20.50' }),
  listingProduct({
    id: 104,
    name: 'Sunshine Sunflowers',
    slug: 'sunshine-sunflowers',
    price: 2800,
    discountedPrice: 2600,
    discountAmount: '0.00',
  }),
];

export const PRODUCT_ROW: ProductModule = {
  ...shown,
  id: 21,
  type: 'FourProductCarousel',
  title: 'Bestselling flowers',
  products: PRODUCTS,
  link: { label: 'Shop all flowers', url: '/category/flowers' },
};

export const TEXT: TextModule = {
  ...shown,
  id: 22,
  type: 'Text',
  title: 'About our florists',
  html: '<p>Hand-tied in <strong>our own studio</strong>.<script>steal()</script></p>',
};

export const NOTIFICATION: NotificationBannerModule = {
  ...shown,
  id: 23,
  type: 'NotificationBanner',
  title: 'Delivery news',
  message: 'Order by 5pm for next-day delivery',
  link: { label: 'Delivery options', url: '/delivery' },
};

export const BANNER: BannerModule = {
  ...shown,
  id: 24,
  type: 'GiftCardBanner',
  title: 'Send a gift card',
  text: 'Let them choose, from £5.',
  image: { src: '/images/banners/gift-card.svg', alt: 'A Posy gift card in its envelope' },
  link: { label: 'Buy a gift card', url: '/gift-card' },
};

export const TILES: TileModule = {
  ...shown,
  id: 25,
  type: 'Categories',
  title: 'Shop by gift',
  tiles: [
    {
      name: 'Flowers',
      url: '/category/flowers',
      image: { src: '/images/tiles/flowers.svg', alt: 'A bouquet' },
    },
    {
      name: 'Hampers',
      url: '/hamper-delivery',
      image: { src: '/images/tiles/hampers.svg', alt: 'A hamper' },
    },
  ],
};

export const POINTS: PointsModule = {
  ...shown,
  id: 26,
  type: 'USPs',
  title: 'Why send with Posy',
  points: [
    { title: '7-day freshness guarantee', text: 'Refund or resend if they fade early.' },
    { title: 'Next-day delivery', text: 'When ordered by 5pm.' },
    { title: 'Refer a friend', text: '£5 of points for each of you.' },
  ],
};

export const BOXES: ThreeColumnBoxesModule = {
  ...shown,
  id: 27,
  type: 'ThreeColumnBoxes',
  title: 'More from Posy',
  boxes: [
    {
      title: 'Posy Points',
      text: 'Earn points on every order.',
      image: { src: '/images/boxes/points.svg', alt: 'A points card' },
      link: { label: 'About Posy Points', url: '/posy-points' },
    },
    {
      title: 'Corporate gifts',
      text: 'Flowers for clients and colleagues.',
      image: { src: '/images/boxes/corporate.svg', alt: 'An office bouquet' },
      link: { label: 'Corporate gifts', url: '/corporate-gifts' },
    },
    {
      title: 'Our journal',
      text: 'Flower care and seasonal ideas.',
      image: { src: '/images/boxes/journal.svg', alt: 'A vase on a table' },
      link: { label: 'Read the journal', url: '/journal' },
    },
  ],
};

export const WHY_CHOOSE: WhyChooseModule = {
  ...shown,
  id: 28,
  type: 'WhyChooseFlowers',
  title: 'Why choose Posy flowers',
  product: 'flowers',
  slides: [
    { title: 'Hand-tied by florists', text: 'Every bouquet is made the morning it leaves us.' },
    { title: '7-day freshness', text: 'Refund or resend if they fade early.' },
    { title: 'Plastic-free', text: 'Paper wrapping and compostable water bags.' },
  ],
  link: { label: 'Why choose our flowers', url: '/why-choose-flowers' },
};

export const REVIEWS: ReviewsModule = {
  ...shown,
  id: 29,
  type: 'Reviews',
  title: 'What our customers say',
  rating: 4.7,
  reviewCount: 12480,
  reviews: [
    { author: 'Sarah, Leeds', rating: 5, text: 'Beautiful flowers, delivered on time.' },
    { author: 'Tom, Bath', rating: 4, text: 'Lovely hamper, my mum was thrilled.' },
  ],
};

export const MAKE_A_DIFFERENCE: MakeADifferenceModule = {
  ...shown,
  id: 30,
  type: 'MakeADifference',
  title: 'Making a difference',
  text: 'At least 10% of our profits go to charity every year.',
  figures: [
    { figure: '£1.5m', label: 'donated' },
    { figure: '13m', label: 'gifts delivered' },
  ],
  link: { label: 'See what we support', url: '/making-a-difference' },
};

export const INSTAGRAM: InstagramModule = {
  ...shown,
  id: 31,
  type: 'Instagram',
  title: 'Posy on Instagram',
  handle: '@posyflowers',
  url: 'https://www.instagram.com/posyflowers/',
  images: [
    { src: '/images/instagram/1.jpg', alt: 'Peonies on a windowsill' },
    { src: '/images/instagram/2.jpg', alt: 'A florist tying a bouquet' },
  ],
};

export const JOURNAL: JournalPostsModule = {
  ...shown,
  id: 32,
  type: 'JournalPosts',
  title: 'From the journal',
  posts: [
    {
      slug: 'winter-wreaths',
      title: 'Making a winter wreath',
      date: '2026-11-24',
      author: 'Ellie Marsh',
      image: { src: '/images/journal/wreath.jpg', alt: 'A wreath of spruce and berries' },
      excerpt: 'Spruce, eucalyptus and a few dried oranges.',
    },
    {
      slug: 'tulip-care',
      title: 'How to keep tulips standing',
      date: '2026-03-01',
      author: 'Sam Reid',
      image: { src: '/images/journal/tulips.jpg', alt: 'Tulips in a jug' },
      excerpt: 'Trim, wrap and give them cold water.',
    },
  ],
};

export const STORIES: CustomerStoriesModule = {
  ...shown,
  id: 33,
  type: 'CustomerStories',
  title: 'Customer stories',
  stories: [
    {
      name: 'Priya',
      place: 'Manchester',
      story: 'The roses arrived for our anniversary and lasted two weeks.',
      image: { src: '/images/stories/priya.jpg', alt: 'Priya with her roses' },
    },
  ],
};

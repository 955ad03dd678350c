import { productImage } from '../../catalogue';
import type { SeedLandingPage } from './seed-types';

/**
 * The three landing pages of docs/rules-storefront.md "Routes"; their social pictures are
 * bestselling products.
 */
export const SEED_LANDING_PAGES: SeedLandingPage[] = [
  {
    id: 1,
    path: '/',
    seoTitle: 'Flowers, Plants, Hampers & Cards Delivered',
    seoDescription:
      'Fresh flowers from £20.50 with a free personal card, next-day delivery when you order by 5pm and a 7-day freshness guarantee. House plants, hampers and cards delivered across the UK.',
    heading: 'Flowers from £20.50 with a free personal card',
    image: productImage(101, 586),
    email: null,
    sessionExpired: false,
  },
  {
    id: 2,
    path: '/hamper-delivery',
    seoTitle: 'Hamper Delivery | Gift Hampers Delivered Across the UK',
    seoDescription:
      'Gift hampers packed by hand with treats from small British producers: afternoon tea, prosecco, gin, cheese and wine, sent tracked across the UK.',
    heading: 'Hampers packed by hand, delivered across the UK',
    image: productImage(402, 586),
    email: null,
    sessionExpired: false,
  },
  {
    id: 3,
    path: '/greetings-cards',
    seoTitle: 'Greetings Cards | Personalised Cards Posted for You',
    seoDescription:
      'Greetings cards for birthdays, anniversaries, new babies and every moment in between, printed with your message and posted first class. Add a photo to make it personal.',
    heading: 'Greetings cards, printed and posted for you',
    image: productImage(571, 586),
    email: null,
    sessionExpired: false,
  },
];

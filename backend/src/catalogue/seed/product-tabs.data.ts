import type { SeedProductTab } from './seed-types';

/** The 'Why choose Posy' tabs on every product page (docs/rules-storefront.md "Product page"). */
export const SEED_PRODUCT_TABS: SeedProductTab[] = [
  {
    id: 1,
    name: 'Ethical Flowers',
    type: 'text',
    content:
      '<p>We buy from growers we know by name, in Britain when the season allows and from certified farms that treat their workers fairly the rest of the year. At least <strong>10% of our profits</strong> go to charity every year.</p><p>Our packaging is <strong>plastic-free</strong>: recyclable card boxes, paper wraps and compostable aqua packs that keep the stems in water on their way to you. Read more on our <a href="/making-a-difference">Making a Difference</a> page.</p>',
    reviews: [],
  },
  {
    id: 2,
    name: '7-Day Freshness Guarantee',
    type: 'single_image_information',
    content:
      'Every bouquet is guaranteed to stay fresh for at least 7 days. If it does not, tell us and we will resend it or give you a full refund.',
    reviews: [],
  },
  {
    id: 3,
    name: 'Reviews',
    type: 'reviews',
    content: 'Rated 4.7 out of 5 by our customers.',
    reviews: [
      {
        author: 'Sarah, Leeds',
        rating: 5,
        text: 'Sent The Harriet to my mum for her birthday and she was thrilled. The roses were still going strong ten days later.',
      },
      {
        author: 'James, Bristol',
        rating: 5,
        text: 'Ordered at 4pm and the flowers arrived the next morning, beautifully wrapped and with no plastic in sight.',
      },
      {
        author: 'Priya, Manchester',
        rating: 4,
        text: 'Lovely letterbox flowers that opened up well over a couple of days. The arranging card made it very easy.',
      },
      {
        author: 'Eleanor, Norwich',
        rating: 5,
        text: 'The peace lily arrived in perfect condition in a gorgeous ceramic pot. Great service from start to finish.',
      },
    ],
  },
];

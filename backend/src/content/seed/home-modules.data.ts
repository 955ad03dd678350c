import { picture } from './seed-pictures';
import type { SeedLandingModule } from './seed-types';

const everywhere = { mobile: true, desktop: true };
const plantBestsellers = { kind: 'bestsellers', category: 'house-plants' } as const;

/** Landing page 1, the home page (`/`), in display order. */
export const HOME_MODULES: SeedLandingModule[] = [
  {
    id: 101,
    type: 'NotificationBanner',
    title: 'Next-day delivery',
    ...everywhere,
    content: {
      message: 'Order by 5pm for next-day delivery, with a free personal card in every bouquet.',
      link: { label: 'Shop flowers', url: '/category/flowers' },
    },
  },
  {
    id: 102,
    type: 'Categories',
    title: 'Shop by category',
    ...everywhere,
    content: {
      tiles: [
        {
          name: 'Flowers',
          url: '/category/flowers',
          image: picture(101, 'Pink roses and white lisianthus', 285),
        },
        {
          name: 'House Plants',
          url: '/category/house-plants',
          image: picture(301, 'A monstera in a pot', 285),
        },
        {
          name: 'Hampers',
          url: '/hamper-delivery',
          image: picture(401, 'An afternoon tea hamper', 285),
        },
        {
          name: 'Greetings Cards',
          url: '/greetings-cards',
          image: picture(501, 'A wildflower meadow card', 285),
        },
        {
          name: 'Letterbox Flowers',
          url: '/category/letterbox-flowers',
          image: picture(201, 'Pink flowers in a letterbox box', 285),
        },
        {
          name: 'Gift Cards',
          url: '/product/gift-card',
          image: picture(250, 'A Posy gift card', 285),
        },
      ],
    },
  },
  {
    id: 103,
    type: 'FourProductCarousel',
    title: 'Our bestselling flowers',
    ...everywhere,
    content: {
      rule: { kind: 'bestsellers', category: 'flowers', count: 8 },
      link: { label: 'Shop all flowers', url: '/category/flowers' },
    },
  },
  {
    id: 104,
    type: 'USPs',
    title: 'Why send with Posy',
    ...everywhere,
    content: {
      points: [
        { title: 'Next-day delivery', text: 'Order by 5pm and your flowers can arrive tomorrow.' },
        {
          title: 'A free personal card',
          text: 'Every bouquet comes with a card carrying your message, on us.',
        },
        {
          title: '7-day freshness guarantee',
          text: 'If your flowers do not last a week, we will refund or resend them.',
        },
        { title: 'Rated 4.7 out of 5', text: 'Trusted by our customers for over 35 years.' },
      ],
    },
  },
  {
    id: 105,
    type: 'AvailableSoonest',
    title: 'Available soonest',
    ...everywhere,
    content: {
      rule: {
        kind: 'soonest',
        categories: ['letterbox-flowers', 'house-plants', 'hampers'],
        count: 8,
      },
      link: null,
    },
  },
  {
    id: 106,
    type: 'WhyChooseFlowers',
    title: 'Why choose Posy flowers',
    ...everywhere,
    content: {
      product: 'flowers',
      slides: [
        {
          title: 'Hand-tied the morning they leave',
          text: 'Our florists tie every bouquet on the day it is sent, so it arrives at its freshest.',
        },
        {
          title: '7-day freshness guarantee',
          text: 'If your flowers fade within 7 days, tell us and we will refund or resend them.',
        },
        {
          title: 'Over 35 years of floristry',
          text: 'We have been sending flowers since 1989, and we still check every stem by hand.',
        },
        { title: 'Giving back', text: 'At least 10% of our profits go to charity every year.' },
      ],
      link: { label: 'Shop flowers', url: '/category/flowers' },
    },
  },
  {
    // Five across fits a desktop; phones get the same plants as a carousel (next module).
    id: 107,
    type: 'FiveProductBestSeller',
    title: 'Bestselling house plants',
    mobile: false,
    desktop: true,
    content: {
      rule: { ...plantBestsellers, count: 5 },
      link: { label: 'Shop all plants', url: '/category/house-plants' },
    },
  },
  {
    id: 108,
    type: 'ThreeProductCarousel',
    title: 'Bestselling house plants',
    mobile: true,
    desktop: false,
    content: {
      rule: { ...plantBestsellers, count: 6 },
      link: { label: 'Shop all plants', url: '/category/house-plants' },
    },
  },
  {
    id: 109,
    type: 'Reviews',
    title: 'What our customers say',
    ...everywhere,
    content: {
      rating: 4.7,
      reviewCount: 41863,
      reviews: [
        {
          author: 'Sarah, Leeds',
          rating: 5,
          text: 'The Harriet arrived the next morning looking even better than the photo. Mum was over the moon.',
        },
        {
          author: 'James, Bristol',
          rating: 5,
          text: 'Ordered at 4pm, delivered the next day with my message printed perfectly. Brilliant service.',
        },
        {
          author: 'Priya, Glasgow',
          rating: 4,
          text: 'Lovely fresh roses that lasted well over a week. The box took a moment to open but was worth it.',
        },
        {
          author: 'Margaret, Norwich',
          rating: 5,
          text: 'I have used Posy for years and the flowers are always beautiful. Nice to know some of the profits go to charity.',
        },
      ],
    },
  },
  {
    id: 110,
    type: 'MakeADifference',
    title: 'Making a difference',
    ...everywhere,
    content: {
      text: 'At least 10% of our profits go to charity every year, from helping families in the communities that grow our flowers to supporting children through school. Every order plays a part.',
      figures: [
        { figure: '£1.5m', label: 'donated to charity' },
        { figure: '13m', label: 'gifts delivered' },
        { figure: '2,175', label: 'households helped' },
        { figure: '1,046', label: 'children supported' },
      ],
      link: { label: 'Send flowers that give back', url: '/category/flowers' },
    },
  },
  {
    id: 111,
    type: 'GiftCardBanner',
    title: 'Posy gift cards',
    ...everywhere,
    content: {
      text: 'Let them choose: gift cards from £5 to £250, emailed as soon as you pay and valid for 2 years.',
      image: picture(250, 'A Posy gift card'),
      link: { label: 'Buy a gift card', url: '/product/gift-card' },
    },
  },
  {
    id: 112,
    type: 'Text',
    title: 'Flower delivery across the UK',
    ...everywhere,
    content: {
      html: '<p>Every Posy bouquet is hand-tied by our florists on the morning it leaves us, packed in water and delivered across the UK. Order by 5pm and it can arrive tomorrow, with a <strong>free personal card</strong> carrying your message.</p><p>Flowers start from £20.50 and every bouquet is covered by our 7-day freshness guarantee. Need something that fits through the door? Try our <a href="/category/letterbox-flowers">letterbox flowers</a>, or send a <a href="/category/house-plants">house plant</a> that will last for years.</p>',
    },
  },
];

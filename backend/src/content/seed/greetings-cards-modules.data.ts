import { picture } from './seed-pictures';
import type { SeedLandingModule } from './seed-types';

const everywhere = { mobile: true, desktop: true };

/** Landing page 3, greetings cards (`/greetings-cards`), in display order. */
export const GREETINGS_CARDS_MODULES: SeedLandingModule[] = [
  {
    id: 301,
    type: 'GreetingsCardHero',
    title: 'Greetings cards',
    ...everywhere,
    content: {
      text: 'Cards drawn by independent British illustrators, printed with your message and posted first class for you.',
      image: picture(501, 'A card of wildflowers in a meadow'),
      link: { label: 'Shop all cards', url: '/category/greetings-cards' },
    },
  },
  {
    id: 302,
    type: 'GreetingsCardCategories',
    title: 'Shop by category',
    ...everywhere,
    content: {
      tiles: [
        {
          name: 'All cards',
          url: '/category/greetings-cards',
          image: picture(502, 'A card of birthday balloons', 285),
        },
        {
          name: 'Personalised cards',
          url: '/category/personalised-cards',
          image: picture(571, 'A personalised photo card', 285),
        },
        {
          name: 'Thank you cards',
          url: '/category/thank-you-cards',
          image: picture(531, 'A card of sweet peas', 285),
        },
        {
          name: 'Thinking of you cards',
          url: '/category/thinking-of-you-cards',
          image: picture(521, 'A card of forget-me-nots', 285),
        },
      ],
    },
  },
  {
    id: 303,
    type: 'GreetingsCardCarousel',
    title: 'Bestselling cards',
    ...everywhere,
    content: {
      rule: { kind: 'bestsellers', category: 'greetings-cards', count: 8 },
      link: { label: 'Shop all cards', url: '/category/greetings-cards' },
    },
  },
  {
    id: 304,
    type: 'GreetingsCardReasons',
    title: 'Why send a Posy card',
    ...everywhere,
    content: {
      points: [
        {
          title: 'Heavyweight board',
          text: 'Printed on thick FSC-certified board that feels as good as it looks.',
        },
        {
          title: 'Your words, printed inside',
          text: 'Type your message and we print it inside, so the card arrives ready to open.',
        },
        {
          title: 'Posted for you',
          text: 'We send every card first class, so there is no need to find a stamp.',
        },
        {
          title: 'Make it personal',
          text: 'Add your own photo and words to the front of a personalised card.',
        },
      ],
    },
  },
  {
    id: 305,
    type: 'GreetingsCardShopByOccasion',
    title: 'Shop by occasion',
    ...everywhere,
    content: {
      tiles: [
        {
          name: 'Birthday',
          url: '/category/birthday-cards',
          image: picture(503, 'A card of a cake and candles', 285),
        },
        {
          name: 'Anniversary',
          url: '/category/anniversary-cards',
          image: picture(511, 'A card of two swans', 285),
        },
        {
          name: 'New baby',
          url: '/category/new-baby-cards',
          image: picture(541, 'A welcome little one card', 285),
        },
        {
          name: 'Get well',
          url: '/category/get-well-cards',
          image: picture(551, 'A card of daisies', 285),
        },
        {
          name: 'Sympathy',
          url: '/category/sympathy-cards',
          image: picture(561, 'A card of white lilies', 285),
        },
      ],
    },
  },
  {
    // A row of four wide tiles: on phones the occasions above already cover it.
    id: 306,
    type: 'GreetingsCardPopularMoments',
    title: 'Popular moments',
    mobile: false,
    desktop: true,
    content: {
      tiles: [
        {
          name: 'Milestone birthdays',
          url: '/product/50th-birthday-golden-wreath-card',
          image: picture(508, 'A golden wreath 50th birthday card', 285),
        },
        {
          name: 'Golden anniversaries',
          url: '/product/golden-anniversary-card',
          image: picture(516, 'A golden anniversary card', 285),
        },
        {
          name: 'Thank you, teacher',
          url: '/product/thank-you-teacher-card',
          image: picture(532, 'A thank you teacher card', 285),
        },
        {
          name: 'Welcome, little one',
          url: '/product/welcome-little-one-card',
          image: picture(541, 'A welcome little one card', 285),
        },
      ],
    },
  },
  {
    id: 307,
    type: 'GreetingsCardBlooms',
    title: 'Send blooms too',
    ...everywhere,
    content: {
      text: 'Make it a proper surprise: add a hand-tied bouquet from £20.50, delivered next day when you order by 5pm.',
      image: picture(109, 'A bright hand-tied bouquet'),
      link: { label: 'Click here to send blooms too', url: '/category/flowers' },
    },
  },
];

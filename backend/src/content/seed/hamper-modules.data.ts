import { picture } from './seed-pictures';
import type { SeedLandingModule } from './seed-types';

const everywhere = { mobile: true, desktop: true };

/** Landing page 2, hamper delivery (`/hamper-delivery`), in display order. */
export const HAMPER_MODULES: SeedLandingModule[] = [
  {
    id: 201,
    type: 'NotificationBanner',
    title: 'Tracked hamper delivery',
    ...everywhere,
    content: {
      message:
        'Order by 2pm and your hamper can arrive in two days, tracked all the way to the door.',
      link: { label: 'Shop all hampers', url: '/category/hampers' },
    },
  },
  {
    id: 202,
    type: 'FourProductCarousel',
    title: 'Bestselling hampers',
    ...everywhere,
    content: {
      rule: { kind: 'bestsellers', category: 'hampers', count: 8 },
      link: { label: 'Shop all hampers', url: '/category/hampers' },
    },
  },
  {
    id: 203,
    type: 'WhyChooseHampers',
    title: 'Why choose a Posy hamper',
    ...everywhere,
    content: {
      product: 'hampers',
      slides: [
        {
          title: 'Packed by hand',
          text: 'Every hamper is packed by hand in our own warehouse, with tissue, ribbon and care.',
        },
        {
          title: 'From small British producers',
          text: 'Cornish fudge, Yorkshire tea, Kentish wine: we choose makers we know by name.',
        },
        {
          title: 'Your message inside',
          text: 'Add your own words and we will print them on a card tucked inside the lid.',
        },
        {
          title: 'Tracked delivery',
          text: 'Every hamper is sent tracked, so you know exactly when it will arrive.',
        },
      ],
      link: { label: 'Shop hampers', url: '/category/hampers' },
    },
  },
  {
    id: 204,
    type: 'ThreeColumnBoxes',
    title: 'Something for everyone',
    ...everywhere,
    content: {
      boxes: [
        {
          title: 'Christmas hampers',
          text: 'Mince pies, panettone and a good bottle: festive hampers packed for the season.',
          image: picture(410, 'A Christmas hamper with mince pies and wine'),
          link: { label: 'Shop Christmas hampers', url: '/category/christmas-hampers' },
        },
        {
          title: "Father's Day gifts",
          text: 'Craft ale, gin and cheese, chosen with dads in mind.',
          image: picture(409, 'A hamper of ale and snacks'),
          link: { label: "Shop Father's Day gifts", url: '/category/fathers-day-gifts' },
        },
        {
          title: 'Add some flowers',
          text: 'Send a hand-tied bouquet too, delivered next day when you order by 5pm.',
          image: picture(101, 'Pink roses and white lisianthus'),
          link: { label: 'Shop flowers', url: '/category/flowers' },
        },
      ],
    },
  },
  {
    id: 205,
    type: 'ThreeProductCarousel',
    title: 'Hampers for a celebration',
    ...everywhere,
    content: {
      rule: {
        kind: 'products',
        products: [
          'prosecco-and-chocolates-hamper',
          'the-grand-celebration-hamper',
          'the-gin-lovers-hamper',
          'the-afternoon-tea-hamper',
        ],
      },
      link: { label: 'See all hampers', url: '/category/hampers' },
    },
  },
  {
    id: 206,
    type: 'USPs',
    title: 'Why shop with Posy',
    ...everywhere,
    content: {
      points: [
        {
          title: 'Over 35 years of gifting',
          text: 'We have been sending gifts across the UK since 1989.',
        },
        { title: 'Rated 4.7 out of 5', text: 'By the customers who send with us year after year.' },
        { title: 'Posy Points', text: 'Earn points on every order to spend on your next gift.' },
        { title: 'Giving back', text: 'At least 10% of our profits go to charity every year.' },
      ],
    },
  },
  {
    id: 207,
    type: 'Text',
    title: 'About our hampers',
    ...everywhere,
    content: {
      html: '<p>Our hampers are <strong>packed by hand</strong> with treats from small British producers, from Cornish clotted cream fudge to Yorkshire tea and Kentish wine. Each one arrives in a keepsake box with your message on a card inside.</p><p>Hampers with wine, prosecco, gin or ale can only be sent to someone aged 18 or over. For the festive season, see our <a href="/category/christmas-hampers">Christmas hampers</a>.</p>',
    },
  },
];

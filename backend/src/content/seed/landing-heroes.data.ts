import type { LandingHero } from '@shop/contracts';

/**
 * `content-v3`: how landing pages open, around their heading and picture. The greetings cards
 * page has none: its first module (GreetingsCardHero) opens it.
 */
export const LANDING_HEROES: { pageId: number; hero: LandingHero }[] = [
  {
    pageId: 1,
    hero: {
      eyebrow: 'Fresh from our florists',
      lead: 'Order by 5pm for next-day delivery, with a free personal card and our 7-day freshness guarantee on every bouquet.',
      actions: [
        { label: 'Shop flowers', url: '/category/flowers' },
        { label: 'Send a gift card', url: '/gift-card' },
      ],
    },
  },
  {
    pageId: 2,
    hero: {
      eyebrow: 'Packed by hand',
      lead: 'Treats from small British producers, wrapped with a personal card and sent tracked to any address in the UK.',
      actions: [
        { label: 'Shop hampers', url: '/category/hampers' },
        { label: 'Christmas hampers', url: '/category/christmas-hampers' },
      ],
    },
  },
];

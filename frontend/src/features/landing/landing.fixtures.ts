import type { LandingModule, LandingPage } from '@shop/contracts';
import { envelope } from '../../test/render-app';

export const HOME_PAGE: LandingPage = {
  id: 1,
  seoTitle: 'Flower Delivery & Gifts',
  seoDescription: 'Fresh flowers, plants, hampers and cards delivered across the UK.',
  heading: 'Flowers from £20.50 with a free personal card',
  image: '/images/products/101-586.svg',
  email: null,
  sessionExpired: false,
  hero: {
    eyebrow: 'Fresh from our florists',
    lead: 'Order by 5pm for next-day delivery.',
    actions: [
      { label: 'Shop flowers', url: '/category/flowers' },
      { label: 'Send a gift card', url: '/gift-card' },
    ],
  },
};

const base = { title: '', mobile: true, desktop: true };

/** A page's modules: one for every screen, one per kind of screen, one for none, one unknown. */
export const HOME_MODULES: LandingModule[] = [
  {
    ...base,
    id: 11,
    type: 'NotificationBanner',
    title: 'Order by 5pm for next-day delivery',
    message: 'Order by 5pm for next-day delivery',
    link: null,
  },
  {
    ...base,
    id: 12,
    type: 'USPs',
    title: 'Why shop with us',
    desktop: false,
    points: [{ title: 'Next-day delivery', text: 'Next-day delivery when ordered by 5pm' }],
  },
  {
    ...base,
    id: 13,
    type: 'Text',
    title: 'About our florists',
    mobile: false,
    html: '<p>Hand-tied in our own studio.</p>',
  },
  {
    ...base,
    id: 14,
    type: 'Text',
    title: 'Shown nowhere',
    mobile: false,
    desktop: false,
    html: '<p>Hidden</p>',
  },
  { ...base, id: 15, type: 'NoSuchModule', title: 'Unknown' } as unknown as LandingModule,
];

/** API answers for a landing page and its modules, for `stubApi`. */
export function landingAnswers(page: LandingPage = HOME_PAGE, modules = HOME_MODULES) {
  return {
    [`GET /api/landing-page/${page.id}`]: () => envelope({ data: page }),
    [`GET /api/landing-page/modules/${page.id}`]: () => envelope({ data: modules }),
  };
}

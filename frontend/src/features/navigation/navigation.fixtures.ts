import type { NavigationItem } from '@shop/contracts';

type Fields = Partial<Omit<NavigationItem, 'name' | 'url'>>;

export const navItem = (name: string, url: string, fields: Fields = {}): NavigationItem => ({
  name,
  url,
  type: 'pane-a',
  isDesktop: true,
  isMobile: true,
  image: null,
  description: null,
  callToActionName: null,
  callToActionUrl: null,
  children: [],
  ...fields,
});

const picture = (id: number) => `/images/products/${id}-285.svg`;

/**
 * A navigation tree shaped like the seed's: Flowers (pane-a) with a phone-only first child and a
 * desktop-only last one, Hampers (pane-b) with a panel, an item only phones show and one only
 * desktops show.
 */
export const NAVIGATION: NavigationItem[] = [
  navItem('Flowers', '/category/flowers', {
    children: [
      navItem('All flowers', '/category/flowers', { image: picture(101), isDesktop: false }),
      navItem('Hand-tied bouquets', '/category/hand-tied', { image: picture(104) }),
      navItem('Letterbox flowers', '/category/letterbox-flowers', { image: picture(201) }),
      navItem('Roses', '/category/roses', { image: picture(108) }),
      navItem('Dried flowers', '/category/dried-flowers', {
        image: picture(211),
        description: 'Everlasting bouquets that need no water at all.',
        callToActionName: 'Shop dried flowers',
        callToActionUrl: '/category/dried-flowers',
      }),
      navItem("Florist's choice", '/product/florists-choice-luxe', {
        image: picture(222),
        description: 'The freshest stems of the day, tied in our own style.',
        callToActionName: "Shop florist's choice",
        callToActionUrl: '/product/florists-choice-luxe',
      }),
      navItem('Sympathy flowers', '/category/sympathy-flowers'),
      navItem('Peonies', '/search?searchString=peony'),
      navItem('Sunflowers', '/search?searchString=sunflowers', { isMobile: false }),
    ],
  }),
  navItem('Hampers', '/hamper-delivery', {
    type: 'pane-b',
    children: [
      navItem('All hampers', '/category/hampers', { type: 'pane-b', image: picture(401) }),
      navItem("Father's Day gifts", '/category/fathers-day-gifts', {
        type: 'pane-b',
        image: picture(409),
        description: 'Craft ale, gin &amp; cheese, <em>chosen</em> with dads in mind.',
        callToActionName: "Shop Father's Day",
        callToActionUrl: '/category/fathers-day-gifts',
      }),
    ],
  }),
  navItem('Offers', '/category/offers', { isDesktop: false }),
  navItem('Journal', '/journal', { isMobile: false }),
];

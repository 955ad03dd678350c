/**
 * The shop's title and description when a page sets none of its own (docs/rules-storefront.md
 * "Landing pages").
 */
export const SITE_TITLE = 'Posy | Flowers, Plants, Hampers & Cards Delivered';
export const SITE_DESCRIPTION =
  'Fresh flowers, house plants, hampers and greetings cards delivered across the UK on the day you choose. Flowers from £20.50 with a free personal card.';

/** Tags every page has; a route's own `head` overrides the title and description. */
export function documentHead() {
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: SITE_TITLE },
      { name: 'description', content: SITE_DESCRIPTION },
      { name: 'theme-color', content: '#1f4d3a' },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  };
}

import type { SiteLink } from '../ui/site-links';

// The footer's columns (docs/rules-storefront.md "Header, navigation and favourites"), apart from
// the header's links: the footer's code is loaded when it comes near the screen
// (deferred-frame-parts.ts), and these lists with it.

export const COLLECTION_LINKS: readonly SiteLink[] = [
  { key: 'flowers', label: 'Flowers', to: '/category/flowers' },
  { key: 'plants', label: 'Plants', to: '/category/house-plants' },
  { key: 'hampers', label: 'Hampers', to: '/hamper-delivery' },
  { key: 'cards', label: 'Greetings cards', to: '/greetings-cards' },
  { key: 'letterbox-flowers', label: 'Letterbox flowers', to: '/category/letterbox-flowers' },
  { key: 'dried-flowers', label: 'Dried flowers', to: '/category/dried-flowers' },
  { key: 'gift-cards', label: 'Gift cards', to: '/gift-card' },
];

export const HELP_LINKS: readonly SiteLink[] = [
  { key: 'contact-us', label: 'Contact us', to: '/contact-us' },
  { key: 'delivery', label: 'Delivery', to: '/delivery' },
  { key: 'faq', label: 'FAQ', to: '/faq' },
  { key: 'returns', label: 'Returns', to: '/returns' },
  { key: 'freshness-guarantee', label: 'Freshness guarantee', to: '/freshness-guarantee' },
];

export const ABOUT_LINKS: readonly SiteLink[] = [
  { key: 'about-us', label: 'About us', to: '/about-us' },
  { key: 'making-a-difference', label: 'Making a difference', to: '/making-a-difference' },
  { key: 'journal', label: 'Journal', to: '/journal' },
  { key: 'corporate-gifts', label: 'Corporate gifts', to: '/corporate-gifts' },
  { key: 'affiliates', label: 'Affiliates', to: '/affiliates' },
];

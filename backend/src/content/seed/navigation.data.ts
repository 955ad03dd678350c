import type { NavigationItem } from '@shop/contracts';
import { navPicture } from './seed-pictures';
import type { SeedNavigationItem } from './seed-types';

type Flags = Partial<Pick<NavigationItem, 'isDesktop' | 'isMobile'>>;

const plain: Omit<SeedNavigationItem, 'id' | 'name' | 'url' | 'children'> = {
  type: 'pane-a',
  isDesktop: true,
  isMobile: true,
  image: null,
  description: null,
  callToActionName: null,
  callToActionUrl: null,
};

/**
 * On phones an item's first 4 children are picture tiles (docs/rules-storefront.md
 * "Header, navigation and favourites").
 */
const tile = (
  id: number,
  name: string,
  url: string,
  productId: number,
  flags: Flags = {},
): SeedNavigationItem => ({
  ...plain,
  id,
  name,
  url,
  image: navPicture(productId),
  ...flags,
  children: [],
});

/** Children 5 and 6 are panels: a picture, a sentence and a call to action. */
const panel = (
  id: number,
  name: string,
  url: string,
  productId: number,
  description: string,
  callToActionName: string,
): SeedNavigationItem => ({
  ...plain,
  id,
  name,
  url,
  image: navPicture(productId),
  description,
  callToActionName,
  callToActionUrl: url,
  children: [],
});

/** The rest are plain links. */
const link = (id: number, name: string, url: string, flags: Flags = {}): SeedNavigationItem => ({
  ...plain,
  id,
  name,
  url,
  ...flags,
  children: [],
});

const top = (
  id: number,
  name: string,
  url: string,
  type: NavigationItem['type'],
  children: SeedNavigationItem[],
): SeedNavigationItem => ({
  ...plain,
  id,
  name,
  url,
  type,
  children: children.map((child) => ({ ...child, type })),
});

/**
 * The shop's navigation (docs/rules-storefront.md "Header, navigation and favourites"): every
 * catalogue category is reachable from it. Each "All …" first child is for phones, where the
 * top-level item only opens its menu.
 */
export const SEED_NAVIGATION: SeedNavigationItem[] = [
  top(1, 'Flowers', '/category/flowers', 'pane-a', [
    tile(101, 'All flowers', '/category/flowers', 101, { isDesktop: false }),
    tile(102, 'Hand-tied bouquets', '/category/hand-tied', 104),
    tile(103, 'Letterbox flowers', '/category/letterbox-flowers', 201),
    tile(104, 'Roses', '/category/roses', 108),
    panel(
      105,
      'Dried flowers',
      '/category/dried-flowers',
      211,
      'Everlasting bouquets of pampas, lavender and preserved roses that need no water at all.',
      'Shop dried flowers',
    ),
    panel(
      106,
      "Florist's choice",
      '/product/florists-choice-luxe',
      222,
      'Let our florists pick the freshest stems of the day and tie them in their own style.',
      "Shop florist's choice",
    ),
    link(107, 'Sympathy flowers', '/category/sympathy-flowers'),
    link(108, 'Sunflowers', '/search?searchString=sunflowers', { isMobile: false }),
  ]),
  top(2, 'Plants', '/category/house-plants', 'pane-a', [
    tile(201, 'All house plants', '/category/house-plants', 301, { isDesktop: false }),
    tile(202, 'Flowering plants', '/category/flowering-plants', 311),
    tile(203, 'Christmas plants', '/category/christmas-plants', 321),
    tile(204, 'Orchids', '/search?searchString=orchid', 312),
    panel(
      205,
      'Monthly plant gift',
      '/product/monthly-plant-gift',
      232,
      'A new plant every month, chosen by our growers and delivered with a care card.',
      'Start a plant subscription',
    ),
    panel(
      206,
      'Plant of the month',
      '/product/monstera-deliciosa',
      301,
      'The Swiss cheese plant: big glossy leaves, easy to look after and happy in bright shade.',
      'Shop the monstera',
    ),
    link(207, 'Snake plant', '/product/snake-plant'),
    link(208, 'Peace lily', '/product/peace-lily'),
  ]),
  top(3, 'Hampers', '/hamper-delivery', 'pane-b', [
    tile(301, 'All hampers', '/category/hampers', 401),
    tile(302, 'Christmas hampers', '/category/christmas-hampers', 410),
    tile(303, 'Prosecco hampers', '/search?searchString=prosecco', 402),
    tile(304, 'Gin hampers', '/search?searchString=gin', 403),
    panel(
      305,
      "Father's Day gifts",
      '/category/fathers-day-gifts',
      409,
      'Craft ale, gin, cheese and plants he cannot kill, chosen with dads in mind.',
      "Shop Father's Day",
    ),
    panel(
      306,
      'Hamper delivery',
      '/hamper-delivery',
      408,
      'Packed by hand with treats from small British producers and sent tracked to the door.',
      'Explore our hampers',
    ),
    link(307, 'Cornish cream tea', '/product/cornish-cream-tea-hamper'),
    link(308, 'Red wine and cheese', '/product/red-wine-and-cheese-hamper'),
  ]),
  top(4, 'Cards', '/greetings-cards', 'pane-b', [
    tile(401, 'All cards', '/category/greetings-cards', 502),
    tile(402, 'Birthday cards', '/category/birthday-cards', 503),
    tile(403, 'Anniversary cards', '/category/anniversary-cards', 511),
    tile(404, 'Personalised cards', '/category/personalised-cards', 571),
    panel(
      405,
      'Thank you cards',
      '/category/thank-you-cards',
      531,
      'Bright, cheerful cards for teachers, neighbours and friends, posted with your message inside.',
      'Shop thank you cards',
    ),
    panel(
      406,
      'New baby cards',
      '/category/new-baby-cards',
      541,
      'Welcome the newest arrival with a card as sweet as they are.',
      'Shop new baby cards',
    ),
    link(407, 'Thinking of you cards', '/category/thinking-of-you-cards'),
    link(408, 'Get well cards', '/category/get-well-cards'),
    link(409, 'Sympathy cards', '/category/sympathy-cards'),
  ]),
  top(5, 'Occasions', '/category/birthday-flowers-and-gifts', 'pane-a', [
    tile(501, 'Birthday', '/category/birthday-flowers-and-gifts', 123),
    tile(502, "Mother's Day", '/category/mothers-day-flowers', 131),
    tile(503, "Valentine's Day", '/category/valentines-flowers', 141),
    tile(504, 'Christmas', '/category/christmas-flowers', 151),
    panel(
      505,
      'Sympathy',
      '/category/sympathy-flowers',
      161,
      'Calm, understated bouquets in whites and creams, delivered with care and a card for your words.',
      'Shop sympathy flowers',
    ),
    panel(
      506,
      'Anniversary',
      '/category/roses',
      108,
      'Classic red roses for the one you love, hand-tied and delivered next day.',
      'Shop roses',
    ),
    link(507, 'Thank you', '/search?searchString=thank+you'),
    link(508, 'Get well soon', '/search?searchString=get+well'),
    link(509, 'New baby', '/search?searchString=baby'),
    link(510, "Father's Day", '/category/fathers-day-gifts'),
  ]),
  top(6, 'Gifts', '/category/gifts', 'pane-b', [
    tile(601, 'Gift cards', '/product/gift-card', 250),
    tile(602, 'Monthly flower gifts', '/product/monthly-flower-gifts', 231),
    tile(603, 'Sunflower seeds', '/product/sunflower-seed-gift', 241),
    tile(604, 'Sweet pea seeds', '/product/sweet-pea-seed-gift', 242),
    panel(
      605,
      'Check a gift card',
      '/gift-card',
      250,
      'See what is left on a Posy gift card and how long it is valid for.',
      'Check a gift card',
    ),
    panel(
      606,
      'All gifts',
      '/category/gifts',
      223,
      'Gift cards, subscriptions, seeds and florist-chosen bouquets for every budget.',
      'Shop all gifts',
    ),
    link(607, "Florist's choice letterbox", '/product/florists-choice-letterbox'),
  ]),
];

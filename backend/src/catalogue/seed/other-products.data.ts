import { ATTR } from './attributes.data';
import { CAT } from './categories.data';
import { bouquet, letterbox, paragraphs, plant, seeds } from './seed-builders';
import type { SeedProduct } from './seed-types';

const FLORISTS_CHOICE_CONTENTS = [
  "florist's pick of seasonal roses",
  'seasonal focal flowers such as lisianthus, stocks or ranunculus',
  'textured seasonal foliage',
];

/**
 * Florist's choice (221–224, slugs fixed by the routes of docs/rules-storefront.md "Routes"),
 * monthly subscriptions (231–232), seed gifts (241–242) and the gift card (250, sku GIFTCARD:
 * docs/rules-storefront.md "Data shapes").
 */
export const OTHER_PRODUCTS: SeedProduct[] = [
  bouquet({
    id: 221,
    name: "Florist's Choice Chic",
    price: 3000,
    blurb:
      "Leave it to us. Our florists pick the best of the day's stems and tie a chic, seasonal bouquet, different every time.",
    bullets: ['Picked from the freshest stems of the day'],
    contents: FLORISTS_CHOICE_CONTENTS,
    categories: [CAT.flowers, CAT.handTied, CAT.gifts],
    attributes: [ATTR.mixed, ATTR.justBecause, ATTR.birthday, ATTR.seasonal],
    sortingOrder: 730,
    related: [222, 223, 224],
    colours: ['#e26d8a', '#f6c945', '#9d7cc1'],
  }),
  bouquet({
    id: 222,
    name: "Florist's Choice Luxe",
    price: 4500,
    blurb:
      "A more generous florist's choice with premium roses and our pick of the season's most beautiful flowers.",
    bullets: ['Premium seasonal stems'],
    contents: FLORISTS_CHOICE_CONTENTS,
    categories: [CAT.flowers, CAT.handTied, CAT.gifts],
    attributes: [ATTR.mixed, ATTR.justBecause, ATTR.anniversary, ATTR.luxury],
    sortingOrder: 680,
    related: [221, 223, 115],
    colours: ['#f28db2', '#ffffff', '#b48ad6'],
  }),
  bouquet({
    id: 223,
    name: "Florist's Choice Grande",
    price: 6500,
    blurb:
      "Our biggest florist's choice: an armful of the finest seasonal flowers and foliage, tied with all the flair our florists can muster.",
    bullets: ['Our largest seasonal bouquet', 'Arrives in a gift box'],
    contents: FLORISTS_CHOICE_CONTENTS,
    categories: [CAT.flowers, CAT.handTied, CAT.gifts, CAT.birthday],
    attributes: [ATTR.mixed, ATTR.congratulations, ATTR.birthday, ATTR.luxury],
    sortingOrder: 630,
    related: [222, 121, 118],
    colours: ['#f3722c', '#f4a7b9', '#ffd23f'],
  }),
  letterbox({
    id: 224,
    name: "Florist's Choice Letterbox",
    price: 2500,
    blurb:
      "Our florists' pick of seasonal stems, in bud and boxed to fit through the letterbox. A little surprise, every time.",
    bullets: ["Florist's pick of the season"],
    contents: FLORISTS_CHOICE_CONTENTS,
    categories: [CAT.letterbox, CAT.gifts],
    attributes: [ATTR.mixed, ATTR.justBecause, ATTR.thankYou, ATTR.seasonal],
    sortingOrder: 600,
    related: [221, 201, 203],
    colours: ['#ff8fa3', '#ffd23f', '#b48ad6'],
  }),
  bouquet({
    id: 231,
    name: 'Monthly Flower Gifts',
    sku: 'SUB-FLOWERS',
    price: 3000,
    priceLabel: 'From £30',
    blurb:
      'A different seasonal bouquet delivered every month, for three, six or twelve months. Spring tulips, summer peonies, autumn dahlias and winter amaryllis, each picked at its best.',
    more: 'Choose the first delivery date and we will send on the same date each month after that. You can change an address or skip a month from your account.',
    bullets: ['A new bouquet every month', 'Choose the first delivery date'],
    contents: ['a seasonal hand-tied bouquet each month'],
    categories: [CAT.flowers, CAT.gifts],
    attributes: [ATTR.mixed, ATTR.justBecause, ATTR.birthday, ATTR.seasonal],
    sortingOrder: 560,
    related: [232, 221, 222],
    colours: ['#f4a7b9', '#9d7cc1', '#ffd23f'],
  }),
  plant({
    id: 232,
    name: 'Monthly Plant Gift',
    sku: 'SUB-PLANTS',
    price: 2800,
    priceLabel: 'From £28',
    blurb:
      'A new, easy-going house plant every month for three, six or twelve months, from trailing pothos to sculptural snake plants.',
    more: 'Choose a pot for the first plant; each month after that is sized to fit it, so their collection grows without a pile of pots.',
    bullets: ['A new plant every month'],
    categories: [CAT.gifts, CAT.housePlants],
    attributes: [ATTR.justBecause, ATTR.forTheHome, ATTR.modern],
    sortingOrder: 430,
    related: [231, 303, 308],
    colours: ['#52b788', '#2d6a4f', '#e9edc9'],
  }),
  seeds({
    id: 241,
    name: 'Sunflower Seed Gift',
    price: 600,
    blurb:
      "Two packets of sunflower seeds, the towering 'Russian Giant' and the rusty-red 'Velvet Queen', with a card for your message.",
    bullets: ['Two varieties to sow'],
    categories: [CAT.gifts, CAT.birthday],
    attributes: [ATTR.yellow, ATTR.justBecause, ATTR.forFriends, ATTR.rustic],
    sortingOrder: 300,
    related: [242, 103, 224],
    colours: ['#ffd23f', '#8d5524', '#e9c46a'],
  }),
  seeds({
    id: 242,
    name: 'Sweet Pea Seed Gift',
    price: 600,
    blurb:
      "Old-fashioned, heavily scented sweet peas: 'Cupani' in maroon and violet and 'Matucana' in purple, ready for an April sowing.",
    bullets: ['Two scented varieties'],
    categories: [CAT.gifts, CAT.birthday],
    attributes: [ATTR.purple, ATTR.justBecause, ATTR.forMum, ATTR.rustic],
    sortingOrder: 290,
    related: [241, 213, 117],
    colours: ['#9d4edd', '#f7a8c4', '#6a994e'],
  }),
  {
    id: 250,
    sku: 'GIFTCARD',
    name: 'Posy Gift Card',
    slug: 'gift-card',
    distributor: 'Gift Cards',
    price: 3000,
    discount: 0,
    priceLabel: 'From £5',
    description: paragraphs(
      'Let them choose their own flowers, plants, hampers or cards with a Posy gift card. Pick any amount from £5 to £250 and we will email it with your message.',
      'Gift cards are valid for 2 years and can be spent a little at a time, with the rest staying on the card. Only one gift card can be used per purchase, but it can be combined with other ways to pay.',
      'Gift cards cannot be bought with a discount code and do not earn Posy Points, but you can use your Posy Points to pay for one.',
    ),
    bulletPoints: [
      'Any amount from £5 to £250',
      'Valid for 2 years',
      'Sent by email with your message',
      'Use it alongside other payment methods',
    ],
    contents: [],
    categories: [CAT.gifts, CAT.birthday],
    attributes: [ATTR.birthday, ATTR.thankYou, ATTR.justBecause],
    tags: [],
    sortingOrder: 250,
    available: true,
    isAgeRestricted: false,
    isPersonalisable: false,
    isCustomisable: false,
    posyPoints: 0,
    variants: [],
    addonIds: [],
    relatedIds: [231, 221, 241],
    image: { motif: 'giftcard', colours: ['#2d6a4f', '#f4a7b9', '#ffd23f'] },
  },
];

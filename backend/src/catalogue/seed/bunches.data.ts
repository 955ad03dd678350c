import { ATTR } from './attributes.data';
import { CAT } from './categories.data';
import { bouquet } from './seed-builders';
import type { SeedProduct } from './seed-types';

/**
 * Roses by the dozen and single-variety bunches (ids among 107–120), including the £20.50
 * Ivy that backs the 'Flowers from £20.50' claim.
 */
export const BUNCHES: SeedProduct[] = [
  bouquet({
    id: 107,
    name: 'The Penelope',
    price: 5500,
    available: false,
    blurb:
      "Fat 'Sarah Bernhardt' peonies with blush 'Quicksand' roses and waxflower. Peony season runs from May to early July, and this bouquet returns with the first stems.",
    bullets: ['British-season peonies'],
    contents: ['5 pink peonies', '4 blush roses', 'waxflower', 'eucalyptus'],
    categories: [CAT.flowers, CAT.handTied, CAT.roses],
    attributes: [ATTR.pink, ATTR.anniversary, ATTR.forHer, ATTR.luxury, ATTR.seasonal],
    sortingOrder: 500,
    related: [118, 115, 101],
    colours: ['#f7a8c4', '#f9d9e3', '#e6c3b5'],
  }),
  bouquet({
    id: 108,
    name: 'Classic Red Roses',
    price: 4500,
    tiers: true,
    blurb:
      "A dozen long-stemmed 'Red Naomi' roses, velvety and deeply red, with a collar of eucalyptus and pittosporum.",
    bullets: ['12 long-stemmed red roses'],
    contents: ['12 red roses', 'eucalyptus', 'pittosporum'],
    categories: [CAT.flowers, CAT.handTied, CAT.valentines, CAT.roses],
    attributes: [ATTR.red, ATTR.valentines, ATTR.anniversary, ATTR.forHer, ATTR.classic],
    sortingOrder: 950,
    related: [141, 142, 144],
    colours: ['#b3152b', '#d62839', '#3e6b48'],
  }),
  bouquet({
    id: 109,
    name: 'The Ivy',
    price: 2050,
    priceLabel: 'From £20.50',
    tiers: true,
    blurb:
      "Ruffled carnations, 'Santini' chrysanthemums and alstroemeria in a happy mix of colours. Carnations last up to two weeks, so this one keeps going.",
    bullets: ['Our best-value bouquet', 'Long-lasting carnations'],
    contents: ['6 mixed carnations', '3 spray chrysanthemums', '2 alstroemeria', 'ruscus'],
    categories: [CAT.flowers, CAT.handTied, CAT.birthday],
    attributes: [ATTR.mixed, ATTR.justBecause, ATTR.thankYou, ATTR.forFriends, ATTR.classic],
    sortingOrder: 700,
    related: [110, 105, 114],
    colours: ['#e26d8a', '#f6c945', '#ffffff'],
  }),
  bouquet({
    id: 110,
    name: 'Alstroemeria Rainbow',
    price: 2200,
    blurb:
      'Ten stems of alstroemeria in every colour we can find. Each stem carries several flowers, and they last a good ten days.',
    bullets: ['Ten days of colour'],
    contents: ['10 mixed alstroemeria', 'ruscus'],
    categories: [CAT.flowers, CAT.birthday],
    attributes: [ATTR.mixed, ATTR.birthday, ATTR.getWell, ATTR.forFriends, ATTR.modern],
    sortingOrder: 430,
    related: [109, 103, 123],
    colours: ['#f08a4b', '#e26d8a', '#f6c945'],
  }),
  bouquet({
    id: 112,
    name: 'Spring Tulip Bunch',
    price: 2500,
    discount: 500,
    priceLabel: 'From £25',
    tiers: true,
    blurb:
      'Fifteen Dutch tulips in a jumble of spring colours. They keep growing in the vase and bend towards the light, which is half the fun.',
    bullets: ['Fifteen mixed tulips'],
    contents: ['15 mixed tulips', 'eucalyptus'],
    categories: [CAT.flowers, CAT.mothersDay],
    attributes: [ATTR.mixed, ATTR.mothersDay, ATTR.justBecause, ATTR.forMum, ATTR.seasonal],
    sortingOrder: 780,
    related: [120, 132, 134],
    colours: ['#f25f5c', '#ffe066', '#f7a8c4'],
  }),
  bouquet({
    id: 114,
    name: 'Scented Freesia Bunch',
    price: 2700,
    blurb:
      'A dozen freesias in mixed colours, chosen for their sweet, peppery scent. They open one bud at a time along each stem.',
    bullets: ['Beautifully scented'],
    contents: ['12 mixed freesias', 'pittosporum'],
    categories: [CAT.flowers, CAT.birthday],
    attributes: [ATTR.mixed, ATTR.justBecause, ATTR.forFriends, ATTR.modern],
    sortingOrder: 380,
    related: [109, 105, 112],
    colours: ['#f6c945', '#d7c2ea', '#ffffff'],
  }),
  bouquet({
    id: 118,
    name: 'The Evelyn',
    price: 6500,
    priceLabel: 'From £65',
    tiers: true,
    blurb:
      "Two dozen roses in pink, white and blush 'Quicksand', tied with eucalyptus. A proper armful for someone special.",
    bullets: ['24 roses in three shades'],
    contents: ['8 pink roses', '8 white roses', '8 blush roses', 'eucalyptus'],
    categories: [CAT.flowers, CAT.handTied, CAT.roses],
    attributes: [ATTR.pink, ATTR.anniversary, ATTR.forHer, ATTR.luxury],
    sortingOrder: 760,
    related: [115, 142, 101],
    colours: ['#f4a7b9', '#ffffff', '#e8c4b8'],
  }),
  bouquet({
    id: 120,
    name: 'Daffodil & Tulip Spring Bunch',
    price: 2400,
    blurb:
      'Ten sunny daffodils and ten yellow tulips: the first real taste of spring. Sent in bud so they open in the vase.',
    bullets: ['Sent in bud to open at home'],
    contents: ['10 daffodils', '10 yellow tulips'],
    categories: [CAT.flowers, CAT.mothersDay],
    attributes: [ATTR.yellow, ATTR.mothersDay, ATTR.justBecause, ATTR.seasonal],
    sortingOrder: 470,
    related: [112, 103, 134],
    colours: ['#ffd23f', '#fff3b0', '#6a994e'],
  }),
];

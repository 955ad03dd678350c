import type { SeedAddon, SeedPot } from './seed-types';

/** Addon ids (9000+), referenced by products' addonIds. */
export const ADDON = {
  chocolates: 9001,
  vase: 9002,
  teddy: 9003,
  balloon: 9004,
} as const;

/** Pots for plants (ids 8000+): the children of customisation attribute 435, first preselected. */
export const SEED_POTS: SeedPot[] = [
  {
    id: 8001,
    name: 'Nursery Pot',
    price: 0,
    discount: 0,
    description:
      'Sent in its recyclable nursery pot, ready to drop into a favourite planter they already own.',
    image: { motif: 'pot', colours: ['#3d3d3d', '#5a5a5a', '#2b2b2b'] },
  },
  {
    id: 8002,
    name: 'Classic Terracotta Pot',
    price: 500,
    discount: 0,
    description:
      'A traditional unglazed terracotta pot with a matching saucer. It lets roots breathe, which most house plants love.',
    image: { motif: 'pot', colours: ['#c8704a', '#e09a74', '#a4553a'] },
  },
  {
    id: 8003,
    name: 'White Ceramic Pot',
    price: 1000,
    discount: 0,
    description:
      'A clean, glazed white ceramic pot with a soft satin finish that suits any room. 14cm across.',
    image: { motif: 'pot', colours: ['#f4f1ec', '#ffffff', '#d9d4cc'] },
  },
  {
    id: 8004,
    name: 'Woven Seagrass Basket',
    price: 1200,
    discount: 0,
    description:
      'A hand-woven seagrass basket with a waterproof liner, for a warm, natural look on a shelf or sideboard.',
    image: { motif: 'pot', colours: ['#c9a86a', '#e0c58f', '#a8874d'] },
  },
  {
    id: 8005,
    name: 'Brushed Zinc Planter',
    price: 1500,
    discount: 0,
    description:
      'A galvanised zinc planter with a brushed finish and rolled rim: a little industrial, a lot of character.',
    image: { motif: 'pot', colours: ['#9aa3a8', '#c3cacd', '#7a8388'] },
  },
  {
    id: 8006,
    name: 'Smoked Glass Pot',
    price: 1400,
    discount: 0,
    description:
      'A heavy smoked glass pot with an inner liner, so roots stay hidden and the glass keeps its shine.',
    image: { motif: 'pot', colours: ['#7f8c8d', '#a9b8b9', '#5d6b6c'] },
  },
  {
    id: 8007,
    name: 'Grey Concrete Pot',
    price: 1100,
    discount: 0,
    description:
      'A cast concrete pot in soft grey, sealed inside, with a reassuring weight that keeps taller plants steady.',
    image: { motif: 'pot', colours: ['#a5a29c', '#c6c3bd', '#85827c'] },
  },
  {
    id: 8008,
    name: 'Sage Glazed Ceramic Pot',
    price: 1300,
    discount: 300,
    description:
      'A reactive-glazed ceramic pot in sage green, so every one is slightly different. 15cm across.',
    image: { motif: 'pot', colours: ['#8fa98a', '#b5c9af', '#6f8a6a'] },
  },
];

export const SEED_ADDONS: SeedAddon[] = [
  {
    id: ADDON.chocolates,
    sku: 'ADD-CHOC',
    name: 'Belgian Chocolate Truffles',
    price: 895,
    description:
      'A box of twelve Belgian milk and dark chocolate truffles, including salted caramel and champagne.',
    image: { motif: 'addon', colours: ['#5b3a29', '#d4a373', '#f1e3d3'] },
  },
  {
    id: ADDON.vase,
    sku: 'ADD-VASE',
    name: 'Clear Glass Vase',
    price: 1200,
    description:
      'A simple, weighty glass vase sized for our bouquets, so the flowers can go straight in on arrival.',
    image: { motif: 'addon', colours: ['#bfe3e0', '#e8f6f5', '#8fc5c1'] },
  },
  {
    id: ADDON.teddy,
    sku: 'ADD-TEDDY',
    name: 'Posy Teddy Bear',
    price: 1500,
    description:
      'Our soft, hug-sized teddy bear in honey brown, wearing a little Posy bow. Suitable from birth.',
    image: { motif: 'addon', colours: ['#b07d4f', '#e0b98c', '#e26d8a'] },
  },
  {
    id: ADDON.balloon,
    sku: 'ADD-BALLOON',
    name: 'Celebration Balloon',
    price: 599,
    description:
      'A foil balloon that arrives inflated and floats for around a week, tied to a little weight.',
    image: { motif: 'addon', colours: ['#f6c945', '#fbe39a', '#e26d8a'] },
  },
];

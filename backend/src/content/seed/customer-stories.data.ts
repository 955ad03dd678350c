import { picture } from './seed-pictures';
import type { SeedCustomerStory } from './seed-types';

/** Customers' own stories, in display order (the CustomerStories module, `/making-a-difference`). */
export const SEED_CUSTOMER_STORIES: SeedCustomerStory[] = [
  {
    id: 1,
    name: 'Priya',
    place: 'Manchester',
    story:
      'I sent roses to my sister on the morning of her first exam results. They arrived before she was up and were still on her desk a fortnight later.',
    image: picture(108, 'Classic Red Roses', 285),
  },
  {
    id: 2,
    name: 'Tom',
    place: 'Cardiff',
    story:
      'Our team sends a hamper to every new starter. Posy handle the lot from one spreadsheet, and every card has our own message on it.',
    image: picture(401, 'The Afternoon Tea Hamper', 285),
  },
  {
    id: 3,
    name: 'Margaret',
    place: 'Norwich',
    story:
      'I bought my first bouquet from the little shop in 1991. Thirty-odd years on, I still send one to my daughter every birthday, and knowing some of it goes to charity makes it feel even better.',
    image: picture(105, 'Country Garden', 285),
  },
  {
    id: 4,
    name: 'Aisha',
    place: 'Leicester',
    story:
      'The snake plant I was sent when I moved into my flat is now taller than my cat. It lives in the darkest corner and has never minded.',
    image: picture(303, 'A snake plant', 285),
  },
  {
    id: 5,
    name: 'Callum',
    place: 'Inverness',
    story:
      'Before 1pm was not available up here, so they offered tracked delivery instead, and the flowers still arrived the day before my mum’s birthday.',
    image: picture(123, 'Birthday Brights', 285),
  },
  {
    id: 6,
    name: 'Rosie',
    place: 'Bristol',
    story:
      'I was sent a gift box when my son was born. I used the code inside to send sweet pea seeds to every mum in my antenatal group.',
    image: picture(242, 'A sweet pea seed gift', 285),
  },
];

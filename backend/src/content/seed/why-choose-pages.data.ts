import { COMPANY_FOUNDED_ON, type ModuleImage } from '@shop/contracts';
import { contentPage, section } from './page-builders';
import { picture } from './seed-pictures';
import type { SeedContentPage } from './seed-types';

/** What one `/why-choose-{product}` page says of its own products. */
interface WhyChoose {
  id: number;
  product: 'flowers' | 'plants' | 'hampers' | 'cards';
  name: string;
  seoDescription: string;
  heading: string;
  intro: string;
  image: ModuleImage;
  /** The first section: what makes these products ours. */
  values: string;
  /** Where to shop them. */
  shop: string;
}

/**
 * The stats every why-choose page shows (docs/rules-storefront.md "What the shop offers",
 * "Constants").
 */
const STATS = [
  { figure: '4.7', label: 'out of 5 from our customers' },
  { figure: '13m', label: 'gifts delivered' },
  { figure: '£1.5m', label: 'donated to charity' },
];

const POSY_POINTS =
  '<p>Every order earns Posy Points: about one point for every £10 you spend, and each point is worth £1 off a later order. Refer a friend and you both get £5 of points after their first order. <a href="/posy-points">How Posy Points work</a>.</p>';

const ETHICAL =
  '<p>We buy our flowers from farms we visit, that pay fair wages and look after their water and soil, and British-grown stems whenever they are in season. At least 10% of our profits go to charity every year, most of it to the communities that grow our flowers. <a href="/making-a-difference">See the difference it makes</a>.</p>';

const PLASTIC_FREE =
  '<p>Our boxes are recycled card, our water bubbles are plant starch and our ribbon is paper. Everything we send can go in your household recycling or compost.</p>';

function whyChoose(page: WhyChoose): SeedContentPage {
  const title = `Why choose Posy ${page.name.toLowerCase()}`;
  return contentPage({
    id: page.id,
    slug: `why-choose-${page.product}`,
    title,
    seoTitle: `Why Choose Posy ${page.name} | Over 35 Years of Gifting`,
    seoDescription: page.seoDescription,
    heading: page.heading,
    intro: page.intro,
    image: page.image,
    extras: { foundedOn: COMPANY_FOUNDED_ON, figures: STATS },
    sections: [
      section('our-values', `Our ${page.name.toLowerCase()}`, page.values),
      section('posy-points', 'Posy Points on every order', POSY_POINTS),
      section('ethical-flowers', 'Ethically grown, fairly bought', ETHICAL),
      section('plastic-free', 'Plastic-free packaging', PLASTIC_FREE),
      section('shop', `Shop ${page.name.toLowerCase()}`, page.shop),
    ],
  });
}

/** `/why-choose-flowers`, `/why-choose-plants`, `/why-choose-hampers`, `/why-choose-cards`. */
export const WHY_CHOOSE_PAGES: SeedContentPage[] = [
  whyChoose({
    id: 3,
    product: 'flowers',
    name: 'Flowers',
    seoDescription:
      'Hand-tied on the day they are sent, with a free personal card, next-day delivery when you order by 5pm and our 7-day freshness guarantee.',
    heading: 'Why choose Posy flowers?',
    intro:
      'We have been tying bouquets since 1989. Flowers start from £20.50 with a free personal card, and every bouquet is covered by our 7-day freshness guarantee.',
    image: picture(101, 'The Harriet: pink roses and white lisianthus'),
    values:
      '<p>Every bouquet is hand-tied by one of our florists on the morning it leaves us and sent in water, so it arrives ready for a vase. Order by 5pm and it can arrive tomorrow.</p><ul><li>A free personal card with your message in every bouquet.</li><li>A <a href="/freshness-guarantee">7-day freshness guarantee</a>: if they fade, we refund or resend.</li><li>Care instructions and flower food in every box (<a href="/flower-care">our flower care tips</a>).</li></ul>',
    shop: '<p>Browse <a href="/category/flowers">all our flowers</a>, send <a href="/category/letterbox-flowers">letterbox flowers</a> that fit through the door, or let our florists decide with <a href="/product/florists-choice-luxe">Florist’s Choice</a>.</p>',
  }),
  whyChoose({
    id: 4,
    product: 'plants',
    name: 'Plants',
    seoDescription:
      'House plants chosen by our plant buyer, potted in ceramic and delivered tracked with care instructions. Easy-care plants for dark corners and bright windows.',
    heading: 'Why choose Posy plants?',
    intro:
      'A plant lasts for years. Ours are grown by nurseries we know, checked leaf by leaf and sent with everything needed to keep them happy.',
    image: picture(301, 'A monstera in a ceramic pot'),
    values:
      '<p>Every plant is checked by hand before it is packed upright in a recycled-card box. Choose a ceramic pot to go with it, or send it in its grower’s pot.</p><ul><li>Plants are sent tracked, with delivery in two days when you order by 2pm.</li><li>Care instructions come with every plant, and our <a href="/plant-care">plant care guide</a> covers the rest.</li><li>Easy-care choices such as the <a href="/product/snake-plant">snake plant</a> and <a href="/product/zz-plant">ZZ plant</a> for first-time plant owners.</li></ul>',
    shop: '<p>Browse <a href="/category/house-plants">house plants</a> and <a href="/category/flowering-plants">flowering plants</a>, or send a <a href="/product/monthly-plant-gift">monthly plant gift</a>.</p>',
  }),
  whyChoose({
    id: 5,
    product: 'hampers',
    name: 'Hampers',
    seoDescription:
      'Gift hampers packed by hand with treats from small British producers, in a keepsake basket, sent tracked across the UK with a free personal card.',
    heading: 'Why choose Posy hampers?',
    intro:
      'Our hampers are packed by hand with treats from small British producers: afternoon tea, cheese and wine, gin, chocolate and more.',
    image: picture(401, 'The Afternoon Tea Hamper'),
    values:
      '<p>We taste everything that goes into our hampers and buy from small producers wherever we can: Cornish clotted cream, Norfolk shortbread, Yorkshire tea and English sparkling wine.</p><ul><li>Packed in a willow or card keepsake box.</li><li>A free personal card with your message.</li><li>Hampers with alcohol are only sent to recipients over 18.</li></ul>',
    shop: '<p>See <a href="/hamper-delivery">all our hampers</a>, from <a href="/product/the-afternoon-tea-hamper">The Afternoon Tea Hamper</a> to <a href="/product/the-grand-celebration-hamper">The Grand Celebration Hamper</a>.</p>',
  }),
  whyChoose({
    id: 6,
    product: 'cards',
    name: 'Cards',
    seoDescription:
      'Greetings cards for every moment, printed with your message or photo and posted first class for you. Send one alone or add it to flowers.',
    heading: 'Why choose Posy cards?',
    intro:
      'Our greetings cards are designed by independent British illustrators, printed with your message and posted first class, so you never need a stamp.',
    image: picture(501, 'The Wildflower Meadow Birthday Card'),
    values:
      '<p>Write your message and we print it inside in a handwriting-style font, or add a photo to a <a href="/category/personalised-cards">personalised card</a>. Cards sent on their own go by first class post.</p><ul><li>Printed on thick card from responsibly managed forests.</li><li>Sent in a plastic-free envelope.</li><li>Free to add a card to any bouquet.</li></ul>',
    shop: '<p>Find a card for <a href="/category/birthday-cards">birthdays</a>, <a href="/category/anniversary-cards">anniversaries</a>, <a href="/category/thank-you-cards">saying thank you</a> or <a href="/category/sympathy-cards">sympathy</a>, or see <a href="/greetings-cards">every card</a>.</p>',
  }),
];

import type { FreshnessCard } from '@shop/contracts';
import { contentPage, section } from './page-builders';
import { picture } from './seed-pictures';
import type { SeedContentPage } from './seed-types';

/** docs/rules-storefront.md "Constants": carnations 14 days, alstroemeria 10; the rest 7. */
const FRESHNESS_CARDS: FreshnessCard[] = [
  {
    flower: 'Carnations',
    days: 14,
    description:
      'Carnations are the longest-lasting flower we send. Keep the water topped up, trim the stems every few days and they often last well beyond two weeks.',
    image: picture(105, 'Country Garden, with pink carnations'),
  },
  {
    flower: 'Alstroemeria',
    days: 10,
    description:
      'Each alstroemeria stem carries several buds that open one after another, so the bunch keeps flowering for well over a week. Pull off faded flowers to make room for new ones.',
    image: picture(110, 'Alstroemeria Rainbow'),
  },
  {
    flower: 'Tulips',
    days: 7,
    description:
      'Tulips keep growing in the vase and bend towards the light. Give them cold water and only a few centimetres of it, and turn the vase each day to keep them straight.',
    image: picture(112, 'Spring Tulip Bunch'),
  },
  {
    flower: 'Roses',
    days: 7,
    description:
      'Our roses arrive in bud so that they open in your home. Cut the stems at an angle, remove any leaves below the water line and keep them away from fruit bowls.',
    image: picture(108, 'Classic Red Roses'),
  },
  {
    flower: 'Lilies',
    days: 7,
    description:
      'Lilies arrive in bud and open over a few days. Pinch out the orange pollen as each flower opens: it stains, and lilies are harmful to cats.',
    image: picture(164, 'Peaceful White Lilies'),
  },
  {
    flower: 'Freesias',
    days: 7,
    description:
      'Freesias flower from the bottom of each stem to the top. Snip off the lowest flowers as they fade and the scent will carry on all week.',
    image: picture(114, 'Scented Freesia Bunch'),
  },
  {
    flower: 'Mixed bouquets',
    days: 7,
    description:
      'A mixed bouquet is guaranteed for 7 days from delivery. Take out any stem that fades first and the rest will carry on for longer.',
    image: picture(101, 'The Harriet, a mixed hand-tied bouquet'),
  },
];

const METHODS_TABLE =
  '<table><caption>Delivery options</caption><thead><tr><th scope="col">Option</th><th scope="col">Price</th><th scope="col">Days</th></tr></thead><tbody><tr><td>Standard Delivery</td><td>FREE</td><td>Tuesday to Saturday</td></tr><tr><td>Tracked Delivery</td><td>£3.99</td><td>Monday to Saturday</td></tr><tr><td>Before 1pm</td><td>£7.99</td><td>Monday to Friday</td></tr><tr><td>Sunday Delivery</td><td>£9.99</td><td>Sunday, mainland UK</td></tr><tr><td>First Class Post</td><td>FREE</td><td>Monday to Saturday, greetings cards sent alone</td></tr></tbody></table>';

/** `/delivery`, `/freshness-guarantee`, `/returns` and `/contact-us` (with `#customerService`). */
export const HELP_PAGES: SeedContentPage[] = [
  contentPage({
    id: 7,
    slug: 'delivery',
    title: 'Delivery',
    seoTitle: 'Delivery Information | Next-Day Flower Delivery',
    seoDescription:
      'Free standard delivery on flowers, next-day delivery when you order by 5pm, tracked, before 1pm and Sunday options. Delivery prices, days and cut-off times.',
    heading: 'Delivery information',
    intro:
      'Choose the day it arrives when you order. Flowers ordered by 5pm can arrive the next day, and standard delivery is free.',
    sections: [
      section('options', 'Delivery options and prices', METHODS_TABLE),
      section(
        'cut-off-times',
        'Order by times',
        '<ul><li><strong>Flowers</strong>: order by 5pm for delivery the next day.</li><li><strong>Plants and hampers</strong>: order by 2pm for delivery in two days; they are sent tracked.</li><li><strong>Greetings cards</strong> sent on their own: order by 5pm and we post them first class the next day.</li></ul><p>The calendar on each product shows the days it can arrive, with the cheapest option for each day chosen for you.</p>',
      ),
      section(
        'where-we-deliver',
        'Where we deliver',
        '<p>We deliver across England, Scotland, Wales and Northern Ireland. In the Scottish Highlands and islands, Northern Ireland and the Isles of Scilly, Before 1pm orders are sent by Tracked Delivery instead, and Sunday Delivery is not available.</p><p>Sorry, we are unable to deliver to the Channel Islands or the Isle of Man.</p>',
      ),
      section(
        'holidays',
        'Bank holidays and Christmas',
        '<p>We do not deliver on Christmas Day, Boxing Day, New Year’s Day or bank holidays in England and Wales. Around Mothering Sunday, Valentine’s Day and Christmas we recommend ordering a few days early.</p>',
      ),
      section(
        'on-the-day',
        'On the day',
        '<p>Our couriers deliver between 7am and 7pm, or before 1pm if you chose that option. If nobody is in, they leave it with a neighbour or in a safe place and put a card through the door. Tracked orders can be followed from the link in your dispatch email.</p><p>Something not right? <a href="/contact-us#customerService">Contact our customer service team</a>.</p>',
      ),
    ],
  }),
  contentPage({
    id: 8,
    slug: 'freshness-guarantee',
    title: 'Freshness guarantee',
    seoTitle: '7-Day Freshness Guarantee | Flowers That Last',
    seoDescription:
      'Every Posy bouquet is guaranteed fresh for at least 7 days, carnations for 14 and alstroemeria for 10. If they fade sooner, we refund or resend them.',
    heading: 'Our 7-day freshness guarantee',
    intro:
      'Every bouquet we send is guaranteed to stay fresh for at least 7 days from delivery. If it does not, tell us and we will refund or resend it.',
    image: picture(110, 'Alstroemeria Rainbow'),
    extras: { freshnessCards: FRESHNESS_CARDS },
    sections: [
      section(
        'how-it-works',
        'How it works',
        '<p>Each flower below shows how many days it is guaranteed for. If any of your flowers fade, wilt or drop before then, we will send a replacement bouquet or refund you in full, whichever you prefer.</p>',
      ),
      section(
        'how-to-claim',
        'How to claim',
        '<ol><li>Take a photo of the flowers as they are.</li><li><a href="/contact-us#customerService">Contact our customer service team</a> within the guarantee period with your order number and the photo.</li><li>We reply within one working day with a resend date or your refund.</li></ol>',
      ),
      section(
        'getting-the-most',
        'Getting the most from your flowers',
        '<p>Trim the stems, use clean water and the flower food in the box, and keep the vase away from radiators and sunny windows. Our <a href="/flower-care">flower care guide</a> has tips for each flower.</p>',
      ),
    ],
  }),
  contentPage({
    id: 9,
    slug: 'returns',
    title: 'Returns',
    seoTitle: 'Returns and Refunds',
    seoDescription:
      'How to cancel an order, return a gift or ask for a refund, and why fresh flowers, food and personalised cards are covered by our freshness guarantee instead.',
    heading: 'Returns and refunds',
    intro:
      'Most of what we send is fresh or made for one person, so it cannot be sent back. If something is wrong, we put it right.',
    sections: [
      section(
        'cancelling',
        'Cancelling an order',
        '<p>You can cancel or change an order until 5pm the day before it is due to be sent. <a href="/contact-us#customerService">Contact us</a> with your order number and we will refund you in full.</p>',
      ),
      section(
        'what-can-be-returned',
        'What can be returned',
        '<p>Fresh flowers, plants, food and drink, and personalised cards cannot be returned once delivered: they are perishable or made for you. Vases, pots and teddies may be returned unused within 14 days of delivery for a refund.</p>',
      ),
      section(
        'something-wrong',
        'If something is wrong',
        '<p>If your gift arrives damaged or is not what you ordered, send us a photo within 48 hours of delivery and we will resend or refund it. Flowers are also covered by our <a href="/freshness-guarantee">7-day freshness guarantee</a>.</p>',
      ),
      section(
        'refunds',
        'Refunds',
        '<p>Refunds go back to the card or account you paid with within 14 days. Posy Points you spent are returned to your account, and any gift card balance you used goes back on the card.</p>',
      ),
    ],
  }),
  contentPage({
    id: 10,
    slug: 'contact-us',
    title: 'Contact us',
    seoTitle: 'Contact Us | Customer Service',
    seoDescription:
      'Questions about an order, a delivery or our freshness guarantee? Call, email or send us a message and our customer service team will help.',
    heading: 'Contact us',
    intro:
      'Our customer service team are here seven days a week. Most questions are answered in our FAQ; for anything else, get in touch.',
    sections: [
      section(
        'customerService',
        'Customer service',
        '<p>Call us on <strong>01234 567 890</strong>, email <strong>hello@posy.example</strong> or send us a message with the form on this page.</p><ul><li>Monday to Friday: 8am to 8pm</li><li>Saturday: 9am to 5pm</li><li>Sunday: 10am to 4pm</li></ul><p>We reply to messages within one working day. Please have your order number to hand: it starts with P and is in your confirmation email.</p>',
      ),
      section(
        'before-you-ask',
        'Before you ask',
        '<p>Our <a href="/faq">FAQ</a> answers most questions about <a href="/faq/delivery">delivery</a>, <a href="/faq/ordering">changing an order</a> and <a href="/faq/posy-points">Posy Points</a>. To claim under our freshness guarantee, see <a href="/freshness-guarantee">how to claim</a>.</p>',
      ),
      section(
        'business',
        'Business and press',
        '<p>Sending gifts to clients or staff? See <a href="/corporate-gifts">corporate gifts</a>. Interested in promoting Posy? See <a href="/affiliates">our affiliate programme</a>.</p>',
      ),
      section(
        'address',
        'Our address',
        '<p>Posy Flowers Ltd, The Flower Studio, 12 Brigg Lane, Norwich NR3 1AA. Registered in England and Wales.</p>',
      ),
    ],
  }),
];

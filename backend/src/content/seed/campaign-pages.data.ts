import { contentPage, section } from './page-builders';
import { picture } from './seed-pictures';
import type { SeedContentPage } from './seed-types';

/**
 * `/box` (gift recipients' thank-you), `/smooth-fm-radio` (the radio advert's page), and the head
 * and words of the pages whose body comes from elsewhere: `/feedback` and `/survey` (forms),
 * `/journal` (the posts) and `/sitemap` (`GET /api/sitemap`).
 */
export const CAMPAIGN_PAGES: SeedContentPage[] = [
  contentPage({
    id: 19,
    slug: 'box',
    title: 'Thank you',
    seoTitle: 'Enjoy Your Gift | 15% Off Your Next Order',
    seoDescription:
      'Someone sent you a Posy gift. Here is how to look after it, and 15% off when you send one of your own.',
    heading: 'Someone has sent you something lovely',
    intro:
      'We hope your gift brightens the week. Here is how to make it last, and 15% off if you would like to send one of your own.',
    image: picture(101, 'The Harriet: pink roses and white lisianthus'),
    extras: {
      offer: {
        code: 'NEWBOX15',
        percentOff: 15,
        shopUrl: '/?aff=newbox15',
        text: 'Copy your code for 15% off your next order, or shop now and we will apply it for you.',
      },
    },
    sections: [
      section(
        'care-tips',
        'Make it last',
        '<p>Trim the stems, use the flower food in the box and change the water every few days. Our <a href="/flower-care">flower care tips</a> and <a href="/plant-care">plant care guide</a> have the rest.</p>',
      ),
      section(
        'send-a-card',
        'Say thank you',
        '<p>Send a thank-you card, printed with your message and posted first class for you: see our <a href="/category/thank-you-cards">thank-you cards</a> or <a href="/greetings-cards">every card</a>.</p>',
      ),
      section(
        'questions',
        'Something not right?',
        '<p>Every bouquet is covered by our <a href="/freshness-guarantee">7-day freshness guarantee</a>. <a href="/contact-us#customerService">Contact us</a> and we will put it right.</p>',
      ),
    ],
  }),
  contentPage({
    id: 20,
    slug: 'smooth-fm-radio',
    title: 'As heard on Smooth',
    seoTitle: 'As Heard on Smooth Radio | Flowers Delivered Tomorrow',
    seoDescription:
      'Heard us on Smooth? Fresh flowers from £20.50 with a free personal card, next-day delivery when you order by 5pm and 10% off with WELCOME10.',
    heading: 'Heard us on Smooth? Welcome to Posy',
    intro:
      'Fresh flowers from £20.50 with a free personal card, delivered tomorrow when you order by 5pm. Use WELCOME10 for 10% off when you spend £20 or more.',
    image: picture(103, 'Sunshine Sunflowers'),
    sections: [
      section(
        'the-offer',
        'Your welcome offer',
        '<p>Enter <strong>WELCOME10</strong> at checkout for 10% off products when your basket comes to £20 or more. One code per basket; it does not apply to delivery or gift cards.</p>',
      ),
      section(
        'bestsellers',
        'Our bestsellers',
        '<p>Start with <a href="/product/the-harriet">The Harriet</a>, our bestselling roses and lisianthus, <a href="/product/sunshine-sunflowers">Sunshine Sunflowers</a> or <a href="/category/flowers">browse every bouquet</a>.</p>',
      ),
      section(
        'why-posy',
        'Why Posy',
        '<p>Over 35 years of hand-tied flowers, rated 4.7 out of 5 by our customers, with a <a href="/freshness-guarantee">7-day freshness guarantee</a> and at least 10% of our profits given to charity. <a href="/why-choose-flowers">Why choose Posy flowers</a>.</p>',
      ),
    ],
  }),
  contentPage({
    id: 21,
    slug: 'feedback',
    title: 'Feedback',
    seoTitle: 'Tell Us What You Think',
    seoDescription:
      'Rate your Posy experience and tell us what we could do better. We read every message.',
    heading: 'Tell us what you think',
    intro:
      'Rate your experience and tell us what went well or what we could do better. We read every message. If you need a reply about an order, please contact our customer service team instead.',
    sections: [
      section(
        'need-help',
        'Need help with an order?',
        '<p>For a missing or damaged delivery, or a freshness guarantee claim, <a href="/contact-us#customerService">contact customer service</a> so we can reply to you.</p>',
      ),
    ],
  }),
  contentPage({
    id: 22,
    slug: 'survey',
    title: 'Customer survey',
    seoTitle: 'Customer Survey',
    seoDescription:
      'Five short questions that help us choose what to grow, stock and improve next.',
    heading: 'Help us get better',
    intro:
      'Five short questions, two minutes at most. Your answers help us decide what to stock, what to fix and where to send our flowers next.',
    sections: [],
  }),
  contentPage({
    id: 23,
    slug: 'journal',
    title: 'Journal',
    seoTitle: 'The Posy Journal | Flower and Plant Care, Gift Ideas',
    seoDescription:
      'Seasonal flower care, house plant advice, gift ideas and stories from our florists.',
    heading: 'The Posy Journal',
    intro: 'Seasonal flower care, plant advice and stories from our studio.',
    sections: [],
  }),
  contentPage({
    id: 24,
    slug: 'sitemap',
    title: 'Sitemap',
    seoTitle: 'Sitemap',
    seoDescription:
      'Every page of the Posy shop: flowers, plants, hampers, cards, help and the journal.',
    heading: 'Sitemap',
    intro: null,
    sections: [],
  }),
];

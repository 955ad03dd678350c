import { contentPage, section } from './page-builders';
import { picture } from './seed-pictures';
import type { SeedContentPage } from './seed-types';

/** `/posy-points`, `/refer-a-friend`, `/affiliates` and `/corporate-gifts`. */
export const SCHEME_PAGES: SeedContentPage[] = [
  contentPage({
    id: 13,
    slug: 'posy-points',
    title: 'Posy Points',
    seoTitle: 'Posy Points | Our Loyalty Scheme',
    seoDescription:
      'Earn Posy Points on every order and spend them as money off: each point is worth £1. How to earn, spend and share them.',
    heading: 'Posy Points: a thank-you on every order',
    intro:
      'Sign in when you order and every gift earns Posy Points. Each point is worth £1 off a later order.',
    image: picture(250, 'A Posy gift card'),
    sections: [
      section(
        'earning',
        'Earning points',
        '<p>You earn about one point for every £10 of a product’s price; each product shows how many points it earns. Points are added to your account as soon as your order is paid.</p><p>Points are not earned on gift cards or on free orders.</p>',
      ),
      section(
        'spending',
        'Spending points',
        '<p>At checkout, choose to use your points: each one takes £1 off. You can use as many whole points as your basket total allows after any discount code. Points can also pay for a <a href="/product/gift-card">Posy gift card</a>.</p><p>Points are for signed-in customers: guests and business accounts cannot spend them. They cannot be used on a basket that holds only subscriptions, or on a free order.</p>',
      ),
      section(
        'sharing',
        'Sharing points',
        '<p>Invite a friend and you both get £5 of points once they have placed their first order. <a href="/refer-a-friend">Refer a friend</a>.</p>',
      ),
    ],
  }),
  contentPage({
    id: 14,
    slug: 'refer-a-friend',
    title: 'Refer a friend',
    seoTitle: 'Refer a Friend | £5 of Points Each',
    seoDescription:
      'Share your link: when a friend places their first order, you both get £5 of Posy Points to spend on flowers, plants, hampers and cards.',
    heading: 'Refer a friend and you both get £5',
    intro:
      'Share your personal link. When your friend places their first order, we add £5 of Posy Points to each of your accounts.',
    image: picture(123, 'Birthday Brights: a bright mixed bouquet'),
    sections: [
      section(
        'how-it-works',
        'How it works',
        '<ol><li>Sign in and copy your personal link from this page.</li><li>Send it to a friend who has not ordered from us before.</li><li>When they sign up and their first order is paid, you each get 5 Posy Points: £5 to spend.</li></ol>',
      ),
      section(
        'the-small-print',
        'The small print',
        '<p>Your friend must be new to Posy and sign up through your link. Points are added once their first order is paid and follow the usual <a href="/terms/posy-points">Posy Points terms</a>.</p>',
      ),
    ],
  }),
  contentPage({
    id: 15,
    slug: 'affiliates',
    title: 'Affiliates',
    seoTitle: 'Affiliate Programme | Partner With Posy',
    seoDescription:
      'Earn commission by recommending Posy flowers, plants, hampers and cards to your readers. Join our affiliate programme.',
    heading: 'Join the Posy affiliate programme',
    intro:
      'Write about gifts, gardens or good living? Recommend Posy and earn commission on every order your readers place.',
    sections: [
      section(
        'how-it-works',
        'How it works',
        '<p>Our affiliate programme runs through an established affiliate network, which tracks the orders your links send us and pays your commission each month. Links to any page of the shop are tracked, from <a href="/category/flowers">flowers</a> to <a href="/hamper-delivery">hampers</a>.</p>',
      ),
      section(
        'what-you-get',
        'What you get',
        '<ul><li>Commission on every completed order you refer.</li><li>Banners, product pictures and a monthly newsletter of offers.</li><li>Seasonal campaigns for Valentine’s Day, Mothering Sunday and Christmas.</li></ul>',
      ),
      section(
        'apply',
        'Apply',
        '<p>Tell us about your site or channel through <a href="/contact-us#customerService">our contact form</a> and our partnerships team will reply within a week.</p>',
      ),
    ],
  }),
  contentPage({
    id: 16,
    slug: 'corporate-gifts',
    title: 'Corporate gifts',
    seoTitle: 'Corporate Gifts | Flowers and Hampers for Business',
    seoDescription:
      'Flowers, plants and hampers for clients and staff, sent to one address or hundreds, with invoicing and your own message on every card.',
    heading: 'Corporate gifts',
    intro:
      'Thank a client, welcome a new starter or send the whole team a hamper at Christmas. We send business gifts to one address or hundreds.',
    image: picture(408, 'The Grand Celebration Hamper'),
    sections: [
      section(
        'what-we-send',
        'What we send',
        '<p>Choose from our <a href="/category/flowers">flowers</a>, <a href="/category/house-plants">office plants</a> and <a href="/category/christmas-hampers">Christmas hampers</a>, or ask our team to put together something of your own.</p>',
      ),
      section(
        'bulk-orders',
        'Sending to many people',
        '<p>Send us a spreadsheet of recipients, messages and dates and we will do the rest, with one confirmation and one invoice. Every gift carries your own message on a free card.</p>',
      ),
      section(
        'accounts',
        'Business accounts',
        '<p>Regular senders can open a business account with monthly invoicing and a named account manager. <a href="/contact-us#customerService">Contact us</a> to talk it through.</p>',
      ),
    ],
  }),
];

import { contentPage, faq, section } from './page-builders';
import type { SeedContentPage } from './seed-types';

/** `/faq` and `/faq/{section}`: questions by topic. */
export const FAQ_PAGE: SeedContentPage = contentPage({
  id: 11,
  slug: 'faq',
  title: 'FAQ',
  seoTitle: 'Frequently Asked Questions',
  seoDescription:
    'Answers about ordering, delivery, flower care, Posy Points, gift cards, payments and your account.',
  heading: 'Frequently asked questions',
  intro: 'Choose a topic, or contact our customer service team if your question is not here.',
  sectionRoutes: true,
  sections: [
    section('ordering', 'Ordering', '<p>Placing, changing and cancelling an order.</p>', {
      faqs: [
        faq(
          'Can I send to more than one person in one order?',
          '<p>Yes. Add each gift to your basket and give each its own recipient, message and delivery date; you pay for them all at once.</p>',
        ),
        faq(
          'Can I change my message or delivery date?',
          '<p>Yes, until 5pm the day before your order is sent. <a href="/contact-us#customerService">Contact us</a> with your order number and the change.</p>',
        ),
        faq(
          'Is a card included?',
          '<p>Every bouquet comes with a free personal card holding up to 300 characters. Premium A6 and A5 cards with more room are available for a little extra.</p>',
        ),
        faq(
          'Can I order without an account?',
          '<p>Yes, you can check out as a guest. With an account you can see past orders, keep an address book, set reminders and collect <a href="/posy-points">Posy Points</a>.</p>',
        ),
      ],
    }),
    section('delivery', 'Delivery', '<p>When and how your gift arrives.</p>', {
      faqs: [
        faq(
          'When will my flowers arrive?',
          '<p>On the day you choose. Order flowers by 5pm for delivery the next day; plants and hampers by 2pm for delivery in two days. See <a href="/delivery">delivery information</a> for every option.</p>',
        ),
        faq(
          'How much is delivery?',
          '<p>Standard Delivery is free. Tracked Delivery is £3.99, Before 1pm £7.99 and Sunday Delivery £9.99. Greetings cards sent alone go by First Class Post for free.</p>',
        ),
        faq(
          'What happens if nobody is home?',
          '<p>Our courier leaves your gift with a neighbour or in a safe place and puts a card through the door to say where.</p>',
        ),
        faq(
          'Do you deliver to the Channel Islands?',
          '<p>Sorry, we are unable to deliver to the Channel Islands or the Isle of Man.</p>',
        ),
      ],
    }),
    section(
      'flowers-and-plants',
      'Flowers and plants',
      '<p>Freshness, care and what to expect.</p>',
      {
        faqs: [
          faq(
            'How long will my flowers last?',
            '<p>At least 7 days, and carnations 14. Every bouquet is covered by our <a href="/freshness-guarantee">freshness guarantee</a>: if they fade sooner, we refund or resend them.</p>',
          ),
          faq(
            'Why are my flowers in bud?',
            '<p>Roses, lilies and many other flowers are sent in bud so that they open in the vase and last longer. Most open within two days.</p>',
          ),
          faq(
            'Will my bouquet look like the picture?',
            '<p>Very close. If a flower is out of season or not up to our standard, our florists replace it with one of the same colour and style and equal or greater value.</p>',
          ),
          faq(
            'How do I look after a house plant?',
            '<p>Every plant comes with care instructions, and our <a href="/plant-care">plant care guide</a> covers light, watering and feeding.</p>',
          ),
        ],
      },
    ),
    section('posy-points', 'Posy Points', '<p>Our loyalty scheme.</p>', {
      faqs: [
        faq(
          'How do I earn Posy Points?',
          '<p>Sign in when you order and you earn about one point for every £10 you spend on products, added once your order is paid. Gift cards do not earn points.</p>',
        ),
        faq(
          'How do I spend them?',
          '<p>Each point is worth £1 off. At checkout you can use as many whole points as your basket total allows, after any discount code.</p>',
        ),
        faq(
          'Can I use points on a subscription?',
          '<p>Points are not earned or spent on baskets that hold only a subscription, or on free orders. Read more about <a href="/posy-points">Posy Points</a>.</p>',
        ),
      ],
    }),
    section('gift-cards', 'Gift cards', '<p>Buying, checking and spending a Posy gift card.</p>', {
      faqs: [
        faq(
          'How do gift cards work?',
          '<p>Choose any amount from £5 to £250. We email the card as soon as you pay, and it is valid for 2 years. <a href="/product/gift-card">Buy a gift card</a>.</p>',
        ),
        faq(
          'How do I check my balance?',
          '<p>Enter your code on the <a href="/gift-card">Check a Gift Card</a> page.</p>',
        ),
        faq(
          'Can I spend part of a gift card?',
          '<p>Yes. The card pays as much of your order as it can and the rest stays on it for next time. One gift card can be used per purchase, together with another payment method.</p>',
        ),
        faq(
          'Can I use a discount code on a gift card?',
          '<p>No: discounts do not apply to gift cards and buying one earns no Posy Points, but you can pay for a gift card with your points.</p>',
        ),
      ],
    }),
    section('payments-and-discounts', 'Payments and discounts', '<p>Paying and using codes.</p>', {
      faqs: [
        faq(
          'How can I pay?',
          '<p>By Visa, Mastercard, Apple Pay, Google Pay or PayPal, with a Posy gift card, or with Posy Points.</p>',
        ),
        faq(
          'Can I use more than one discount code?',
          '<p>One code per basket: a new code replaces the one you added before. Codes never apply to delivery, gift cards or Posy Points.</p>',
        ),
        faq(
          'I was sent a gift box with a code. How do I use it?',
          '<p>Your code gives you 15% off your next order. <a href="/?aff=newbox15">Shop now</a> and it is applied for you, or read more on <a href="/box">our thank-you page</a>.</p>',
        ),
      ],
    }),
    section('account', 'Your account', '<p>Signing in, passwords and reminders.</p>', {
      faqs: [
        faq(
          'I have forgotten my password.',
          '<p>Choose Forgot password on the sign-in page and we will email you a link to set a new one.</p>',
        ),
        faq(
          'What is the reminder service?',
          '<p>Save birthdays and anniversaries in your account and we email you a week before each one, so you never miss a date.</p>',
        ),
      ],
    }),
  ],
});

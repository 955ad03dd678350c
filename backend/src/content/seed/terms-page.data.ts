import { contentPage, section } from './page-builders';
import type { SeedContentPage } from './seed-types';

/** `/terms` and `/terms/{section}`: the terms of sale, one topic per section. */
export const TERMS_PAGE: SeedContentPage = contentPage({
  id: 12,
  slug: 'terms',
  title: 'Terms and conditions',
  seoTitle: 'Terms and Conditions',
  seoDescription:
    'The terms on which Posy Flowers Ltd sells flowers, plants, hampers, cards and gift cards, including delivery, the freshness guarantee, Posy Points and refunds.',
  heading: 'Terms and conditions',
  intro:
    'These terms apply to every order placed with Posy Flowers Ltd. They do not affect your statutory rights.',
  sectionRoutes: true,
  sections: [
    section(
      'about-these-terms',
      'About these terms',
      '<p>Posy Flowers Ltd is registered in England and Wales. By placing an order you agree to these terms. We may update them from time to time; the terms in force when you order apply to that order.</p>',
    ),
    section(
      'ordering',
      'Ordering',
      '<p>Your order is accepted when we email your confirmation. Flowers are natural products: if a stem is unavailable we may replace it with one of the same colour and style and equal or greater value. Pictures show a typical example.</p>',
    ),
    section(
      'prices-and-payment',
      'Prices and payment',
      '<p>Prices are in pounds sterling and include VAT. Delivery is charged as shown at checkout. Payment is taken when you place your order. Prices and delivery charges are calculated by us; the amount shown at payment is the amount charged.</p>',
    ),
    section(
      'delivery',
      'Delivery',
      '<p>We deliver on the date you choose from those offered. We are not responsible for delays caused by an incorrect or incomplete address, or by events outside our control such as severe weather; in those cases we will deliver as soon as we can. See <a href="/delivery">delivery information</a>.</p>',
    ),
    section(
      'freshness-guarantee',
      'Freshness guarantee',
      '<p>Fresh flowers are guaranteed for 7 days from delivery (carnations 14 days, alstroemeria 10 days). Claims must be made within that period with a photo. We will resend or refund at your choice. See <a href="/freshness-guarantee">our freshness guarantee</a>.</p>',
    ),
    section(
      'cancellations-and-returns',
      'Cancellations and returns',
      '<p>Fresh flowers, plants, food and drink and personalised items are perishable or made to order, so the 14-day right to cancel under the Consumer Contracts Regulations does not apply once they are sent. Other items may be returned unused within 14 days. See <a href="/returns">returns</a>.</p>',
    ),
    section(
      'discount-codes',
      'Discount codes',
      '<p>One discount code may be used per basket; adding a new code replaces the previous one. Codes apply to products only, never to delivery, gift cards or Posy Points, and may have conditions such as a minimum spend or an expiry date.</p>',
    ),
    section(
      'posy-points',
      'Posy Points',
      '<p>Signed-in customers earn Posy Points on products when an order is placed and paid, except on gift cards. One point is worth £1. Points are not earned or redeemed on baskets holding only a subscription or on free orders, and cannot be redeemed by guests or business customers. Points have no cash value. See <a href="/posy-points">Posy Points</a>.</p>',
    ),
    section(
      'gift-cards',
      'Gift cards',
      '<p>Gift cards are sold for £5 to £250 and are valid for 2 years from purchase. A gift card can be cancelled only while its full balance remains. One gift card may be used per purchase, with any other payment method; the balance not used stays on the card. Discount codes cannot be used to buy gift cards and buying them earns no Posy Points, but Posy Points can pay for them.</p>',
    ),
    section(
      'subscriptions',
      'Subscriptions',
      '<p>Monthly flower and plant gifts are paid for in advance for the number of months chosen. You may cancel future deliveries at any time before 5pm the day before the next one is sent.</p>',
    ),
    section(
      'age-restricted-products',
      'Age-restricted products',
      '<p>Hampers containing alcohol are sold only to customers aged 18 or over and delivered only to recipients aged 18 or over. Our courier may ask for proof of age.</p>',
    ),
    section(
      'our-liability',
      'Our liability',
      '<p>Nothing in these terms limits our liability for death or personal injury caused by our negligence, or for fraud. Otherwise our liability for an order is limited to its price.</p>',
    ),
    section(
      'governing-law',
      'Governing law',
      '<p>These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland you may also bring proceedings in your local courts. Questions? <a href="/contact-us#customerService">Contact us</a>.</p>',
    ),
  ],
});

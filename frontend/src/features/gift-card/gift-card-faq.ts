/**
 * The gift card facts of docs/rules-storefront.md "Gift card page" as questions and answers;
 * docs/business-rules.md "Gift cards" agrees.
 */
export const GIFT_CARD_FAQ = [
  {
    question: 'How long is a Posy gift card valid for?',
    answer: 'Every gift card is valid for 2 years from the day it is bought.',
  },
  {
    question: 'Can I cancel a gift card?',
    answer:
      'A gift card can be cancelled only if its full balance remains. Once any of it has been spent, it can no longer be cancelled.',
  },
  {
    question: 'Can I use more than one gift card on an order?',
    answer:
      'Only one gift card can be used per purchase, but it can be combined with other payment methods to pay the rest.',
  },
  {
    question: 'Can I use a discount code or earn Posy Points when buying a gift card?',
    answer:
      'No discounts can be used and no Posy Points are earned when buying gift cards, but you can use your Posy Points to pay for one.',
  },
  {
    question: 'Do I have to spend it all at once?',
    answer:
      'No. A gift card can be partly redeemed, with the rest staying on it for next time. You cannot choose how much of it to spend: we use as much of the balance as your order needs.',
  },
] as const;

/**
 * What the shopper reads when the basket refuses a command. Where docs/rules-checkout.md "Messages"
 * has the words we use them verbatim; the rest are ours, written in the same voice.
 */
export const BASKET_MESSAGES = {
  /** docs/rules-checkout.md "Request errors". */
  productUnavailable: 'Sorry, unfortunately this product is currently unavailable.',
  /**
   * The storefront opens the delivery editor for '- please amend your delivery date'
   * (docs/rules-checkout.md "Server error handling").
   */
  deliveryUnavailable:
    'Sorry, this delivery date is no longer available - please amend your delivery date',
  /** GIFT_CARD_MIN_PENCE and GIFT_CARD_MAX_PENCE, in the shopper's words. */
  giftCardAmount: 'Gift cards are available between £5 and £250.',
  basketFull: 'Your basket is full - please check out the orders you have before adding more.',
  orderNotFound: "Sorry, we couldn't find that order in your basket.",
  giftCardNotEditable:
    'Gift cards are sent by email, so they take no card, message, recipient, extras, pot or delivery.',
  /** docs/rules-checkout.md "Order errors". */
  messageTooLong: 'Oops! Your message is a bit too long - please shorten it.',
  /** docs/rules-checkout.md "Validation": either recipient check failing shows this one message. */
  invalidRecipient: 'Please enter a valid recipient.',
  addonNotFound: "Sorry, we couldn't find that extra on your order.",
  potIsNotAnAddon: 'Please choose a pot with the pot chooser.',
  potsNotOffered: 'Sorry, pots are not available for this product.',
  nameRequired: 'Please enter your name.',
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Please enter a valid phone number.',
  notAGiftCard: 'Only gift card orders are sent by email.',
  giftCardRecipientName: "Please enter the gift card recipient's name.",
  giftCardRecipientEmail: "Please enter the gift card recipient's email address.",
  giftCardMessageTooLong: 'Your gift card message is a bit too long - please shorten it.',
  giftCardSendDate: 'Please choose a send date from today up to a year ahead.',
  noGiftCardApplied: 'There is no gift card on this purchase.',
  questionnaireBeforePurchase: 'The questionnaire opens once your order is placed.',
} as const;

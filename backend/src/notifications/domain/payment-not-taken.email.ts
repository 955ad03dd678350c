import { formatPence, formatWeekdayOrdinalDate, type IsoDate } from '@shop/contracts';
import { EMAIL_SIGN_OFF, type ComposedEmail } from './composed-email';
import { htmlDocument, htmlParagraph } from './email-html';

export interface PaymentNotTakenInput {
  to: string;
  /** The buyer's name as given at checkout. */
  name: string;
  /** What the card was to be charged, in pence. */
  amount: number;
  /** The London day the attempt began. */
  attemptedOn: IsoDate;
  /** A gift card or Posy Points went towards it, and are given back with the decline. */
  givenBack: boolean;
  /** `PUBLIC_URL`'s origin, for the link back to the payment page. */
  publicOrigin: string;
}

export const PAYMENT_NOT_TAKEN_SUBJECT = 'Your Posy Flowers payment did not go through';

/**
 * To a buyer whose payment was left unfinished (the page died or lost its connection) and which
 * the shop then found was never taken: nothing was charged, the basket is open again.
 */
export function composePaymentNotTaken(input: PaymentNotTakenInput): ComposedEmail {
  const paragraphs = [
    `Hello ${input.name},`,
    `Your payment of ${formatPence(input.amount)} on ${formatWeekdayOrdinalDate(input.attemptedOn)} did not go through, and nothing has been charged to your card.`,
    ...(input.givenBack
      ? ['The gift card balance and Posy Points™ it would have used are yours again.']
      : []),
    `Your basket is still saved on the device you used. To send your order, open ${input.publicOrigin}/payment there and pay again.`,
  ];
  const text = [...paragraphs, EMAIL_SIGN_OFF].join('\n\n');
  const html = htmlDocument(
    PAYMENT_NOT_TAKEN_SUBJECT,
    `<h1 style="font-size:22px">${PAYMENT_NOT_TAKEN_SUBJECT}</h1>` +
      paragraphs.map(htmlParagraph).join(''),
  );
  return { to: input.to, cc: null, subject: PAYMENT_NOT_TAKEN_SUBJECT, text: `${text}\n`, html };
}

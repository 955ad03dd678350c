import {
  formatGiftCardCode,
  formatPence,
  londonDay,
  plainOrdinalDateWithYear,
  type GiftCardIssued,
} from '@shop/contracts';
import { EMAIL_SIGN_OFF, type ComposedEmail, type EmailSection } from './composed-email';
import { escapeHtml, htmlDocument, htmlParagraph, htmlSection, textSection } from './email-html';

type IssuedCard = GiftCardIssued['data'];

/** `{origin}/gift-card/{orderNumber}/{code}`: the card as its recipient sees it. */
export function giftCardLink(origin: string, orderNumber: string, code: string): string {
  return `${origin}/gift-card/${encodeURIComponent(orderNumber)}/${encodeURIComponent(code)}`;
}

/** The start of the send date in London; a send date of today (or past) means now. */
export function giftCardSendAfter(card: Pick<IssuedCard, 'sendDate'>, now: Date): Date {
  const start = londonDay(card.sendDate).toJSDate();
  return start > now ? start : now;
}

export function giftCardSubject(card: IssuedCard): string {
  return `${card.buyerName} has sent you a Posy Flowers gift card`;
}

/**
 * The gift card, to its recipient with a copy to the buyer (unless the buyer is the
 * recipient): who sent it, their message, the amount, the code, until when it can be spent
 * and the card's page.
 */
export function composeGiftCardEmail(card: IssuedCard, publicOrigin: string): ComposedEmail {
  const subject = giftCardSubject(card);
  const greeting = `Hello ${card.recipientName},`;
  const intro = `${card.buyerName} has sent you a Posy Flowers gift card worth ${formatPence(card.amount)}.`;
  const message = card.message.trim();
  const link = giftCardLink(publicOrigin, card.orderNumber, card.code);
  const details: EmailSection = {
    heading: 'Your gift card',
    lines: [
      { label: 'Amount', value: formatPence(card.amount) },
      { label: 'Code', value: formatGiftCardCode(card.code) },
      {
        label: 'Valid until',
        value: plainOrdinalDateWithYear(card.expiresOn),
      },
      { label: 'See your gift card', value: 'Open your gift card', href: link },
    ],
  };
  const howTo = `Choose something lovely at ${publicOrigin} and enter the code when you pay.`;
  const text = [
    greeting,
    intro,
    ...(message ? [`Their message:\n${message}`] : []),
    textSection(details),
    howTo,
    EMAIL_SIGN_OFF,
  ].join('\n\n');
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:22px">${escapeHtml('A gift card for you')}</h1>` +
      htmlParagraph(greeting) +
      htmlParagraph(intro) +
      (message
        ? `<h2 style="font-size:18px;margin:24px 0 8px">Their message</h2>` +
          `<blockquote style="margin:0;padding:8px 16px;border-left:4px solid #b5446e">${htmlParagraph(message)}</blockquote>`
        : '') +
      htmlSection(details) +
      htmlParagraph(howTo),
  );
  const cc =
    card.buyerEmail.toLowerCase() === card.recipientEmail.toLowerCase() ? null : card.buyerEmail;
  return { to: card.recipientEmail, cc, subject, text: `${text}\n`, html };
}

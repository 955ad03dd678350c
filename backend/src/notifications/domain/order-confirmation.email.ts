import {
  formatPence,
  formatWeekdayOrdinalDate,
  listedInWords,
  type IsoDate,
  type OrderPlaced,
} from '@shop/contracts';
import {
  EMAIL_SIGN_OFF,
  type ComposedEmail,
  type EmailLine,
  type EmailSection,
} from './composed-email';
import { escapeHtml, htmlDocument, htmlParagraph, htmlSection, textSection } from './email-html';

export interface OrderConfirmationInput {
  /** The London day the purchase was paid (a gift card without a send date goes then). */
  placedOn: IsoDate;
  /** Every order of the purchase, in the basket's order. */
  orders: readonly OrderPlaced['data'][];
  total: number;
  giftCardTotal: number;
  /** What Posy Points paid, in pence. */
  pointsTotal: number;
  /** What the card was charged, in pence. */
  totalToPay: number;
  /** `PUBLIC_URL`'s origin, for links. */
  publicOrigin: string;
  /**
   * A guest's purchase: the 'Create an account' link that makes these orders the new
   * account's (`{origin}/sign-up-account/...`). Null when a signed-in customer paid.
   */
  signUpLink: string | null;
}

/** `{origin}/tracking/{postcode}/{trackingNumber}`: the storefront's tracking page. */
export function trackingLink(origin: string, postcode: string, trackingNumber: string): string {
  return `${origin}/tracking/${encodeURIComponent(postcode)}/${encodeURIComponent(trackingNumber)}`;
}

export function orderConfirmationSubject(orderNumbers: readonly string[]): string {
  return orderNumbers.length === 1
    ? `Your Posy Flowers order ${orderNumbers[0]} is confirmed`
    : `Your Posy Flowers orders ${listedInWords(orderNumbers)} are confirmed`;
}

function orderSection(placed: OrderPlaced['data'], input: OrderConfirmationInput): EmailSection {
  const { order, customer } = placed;
  const product = order.orderItems[0]?.product.name ?? 'Your order';
  const lines: EmailLine[] = [];
  if (order.isGiftCard) {
    const recipient = order.giftCardRecipient;
    const name = recipient?.recipientName || customer.name;
    const email = recipient?.recipientEmail || customer.email;
    const sendDate = recipient?.sendDate ?? input.placedOn;
    lines.push({ label: 'For', value: `${name} (${email})` });
    lines.push({ label: 'Emailed on', value: formatWeekdayOrdinalDate(sendDate) });
  } else {
    const delivery = order.orderDelivery;
    const date = delivery.date ? formatWeekdayOrdinalDate(delivery.date) : 'to be confirmed';
    lines.push({ label: 'For', value: `${delivery.recipientName}, ${delivery.postcode}` });
    lines.push({ label: 'Delivery', value: `${date}, ${delivery.methodName}` });
  }
  lines.push({ label: 'Order total', value: formatPence(order.total) });
  if (!order.isGiftCard) {
    const href = trackingLink(
      input.publicOrigin,
      order.orderDelivery.postcode,
      placed.trackingNumber,
    );
    lines.push({ label: 'Tracking', value: `Track order ${placed.orderNumber}`, href });
  }
  return { heading: `Order ${placed.orderNumber}: ${product}`, lines };
}

function paymentSection(input: OrderConfirmationInput): EmailSection {
  const lines: EmailLine[] = [{ label: 'Purchase total', value: formatPence(input.total) }];
  // In the order the checkout takes them: the points first, then the gift card, the card last.
  if (input.pointsTotal > 0) {
    lines.push({ label: 'Paid with Posy Points™', value: formatPence(input.pointsTotal) });
  }
  if (input.giftCardTotal > 0) {
    lines.push({ label: 'Paid with gift card', value: formatPence(input.giftCardTotal) });
  }
  lines.push({ label: 'Paid by card', value: formatPence(input.totalToPay) });
  return { heading: 'Your payment', lines };
}

/** A guest's invitation to keep these orders in an account of their own. */
function accountSection(link: string, email: string): EmailSection {
  return {
    heading: 'Create an account',
    lines: [
      {
        label: 'See this order in your own account',
        value: `Create an account for ${email}`,
        href: link,
      },
    ],
  };
}

/**
 * The buyer's confirmation of a paid purchase: every order (product, recipient, delivery or
 * send date, total, tracking link), what was paid and, for a guest, the link to an account.
 * Everything the shopper typed is escaped in the HTML.
 */
export function composeOrderConfirmation(input: OrderConfirmationInput): ComposedEmail {
  const customer = input.orders[0].customer;
  const subject = orderConfirmationSubject(input.orders.map((o) => o.orderNumber));
  const greeting = `Hello ${customer.name},`;
  const intro =
    input.orders.length === 1
      ? 'Thank you for your order. Here is what you bought:'
      : 'Thank you for your orders. Here is what you bought:';
  const sections = [
    ...input.orders.map((o) => orderSection(o, input)),
    paymentSection(input),
    ...(input.signUpLink ? [accountSection(input.signUpLink, customer.email)] : []),
  ];
  const text = [greeting, intro, ...sections.map(textSection), EMAIL_SIGN_OFF].join('\n\n');
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:22px">${escapeHtml('Thank you for shopping with Posy Flowers')}</h1>` +
      htmlParagraph(greeting) +
      htmlParagraph(intro) +
      sections.map(htmlSection).join(''),
  );
  return { to: customer.email, cc: null, subject, text: `${text}\n`, html };
}

import {
  formatOrdinalDate,
  formatPence,
  type CheckoutOrder,
  type CheckoutOrderDelivery,
  type CheckoutOrderItem,
  type CheckoutState,
  type GiftCardRecipient,
  type SupportChangeArea,
  type SupportStateChange,
} from '@shop/contracts';
import { giftCardHint } from './gift-card-hint';

const change = (
  area: SupportChangeArea,
  orderIndex: number | null,
  label: string,
  before: unknown,
  after: unknown,
): SupportStateChange => ({ area, orderIndex, label, before, after });

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function deliveryWords(d: CheckoutOrderDelivery): string {
  if (!d.date && !d.methodName) return 'no delivery';
  const date = d.date ? formatOrdinalDate(d.date) : 'no date';
  return `${date} by ${d.methodName || 'no method'}`;
}

function recipientWords(d: CheckoutOrderDelivery): string {
  const parts = [d.recipientName, d.addressLine1, d.town, d.postcode].filter(Boolean);
  return parts.length ? parts.join(', ') : 'nobody';
}

const quoted = (text: string): string => (text ? `"${text}"` : 'nothing');

/** `Ada Lovelace <ada@example.com> on 5th June with "Happy birthday!"`, or `nobody`. */
function giftWords(r: GiftCardRecipient | null): string {
  if (!r) return 'nobody';
  const when = r.sendDate ? formatOrdinalDate(r.sendDate) : 'the day of purchase';
  return `${r.recipientName} <${r.recipientEmail}> on ${when} with ${quoted(r.message)}`;
}
const cardOf = (order: CheckoutOrder) => order.orderItems.find((i) => i.card) ?? null;
const extrasOf = (order: CheckoutOrder) => order.orderItems.filter((i, n) => n > 0 && !i.card);
const itemKey = (item: CheckoutOrderItem) => `${item.product.id}:${item.product.name}`;
const messageOf = (order: CheckoutOrder) => (cardOf(order) ?? order.orderItems[0])?.message ?? '';

function orderChanges(
  n: number,
  before: CheckoutOrder,
  after: CheckoutOrder,
): SupportStateChange[] {
  const changes: SupportStateChange[] = [];
  const at = `Order ${n}`;
  const [mainBefore, mainAfter] = [before.orderItems[0], after.orderItems[0]];
  const product = (i: CheckoutOrderItem) => ({
    id: i.product.id,
    name: i.product.name,
    price: i.price,
  });
  if (mainBefore && mainAfter && !same(product(mainBefore), product(mainAfter))) {
    changes.push(
      change('items', n, `${at}: ${mainBefore.product.name} changed`, mainBefore, mainAfter),
    );
  }
  const wasKeys = new Set(extrasOf(before).map(itemKey));
  const nowKeys = new Set(extrasOf(after).map(itemKey));
  for (const item of extrasOf(after).filter((i) => !wasKeys.has(itemKey(i)))) {
    const price = formatPence(item.price);
    changes.push(change('items', n, `${at}: added ${item.product.name} (${price})`, null, item));
  }
  for (const item of extrasOf(before).filter((i) => !nowKeys.has(itemKey(i)))) {
    changes.push(change('items', n, `${at}: removed ${item.product.name}`, item, null));
  }
  const [cardBefore, cardAfter] = [cardOf(before), cardOf(after)];
  if (cardBefore?.product.name !== cardAfter?.product.name) {
    const words = (c: CheckoutOrderItem | null) => c?.product.name ?? 'no card';
    changes.push(
      change(
        'card',
        n,
        `${at}: card changed from ${words(cardBefore)} to ${words(cardAfter)}`,
        cardBefore,
        cardAfter,
      ),
    );
  }
  const [messageBefore, messageAfter] = [messageOf(before), messageOf(after)];
  if (messageBefore !== messageAfter) {
    changes.push(
      change(
        'message',
        n,
        `${at}: message changed from ${quoted(messageBefore)} to ${quoted(messageAfter)}`,
        messageBefore,
        messageAfter,
      ),
    );
  }
  const { orderDelivery: db } = before;
  const { orderDelivery: da } = after;
  const pick = (d: CheckoutOrderDelivery) => ({
    date: d.date,
    methodId: d.methodId,
    methodName: d.methodName,
    price: d.price,
  });
  if (!same(pick(db), pick(da))) {
    changes.push(
      change(
        'delivery',
        n,
        `${at}: delivery changed from ${deliveryWords(db)} to ${deliveryWords(da)}`,
        pick(db),
        pick(da),
      ),
    );
  }
  const who = (d: CheckoutOrderDelivery) => ({
    recipientName: d.recipientName,
    addressLine1: d.addressLine1,
    addressLine2: d.addressLine2,
    addressLine3: d.addressLine3,
    town: d.town,
    postcode: d.postcode,
  });
  if (!same(who(db), who(da))) {
    changes.push(
      change(
        'recipient',
        n,
        `${at}: recipient changed from ${recipientWords(db)} to ${recipientWords(da)}`,
        who(db),
        who(da),
      ),
    );
  }
  const [giftBefore, giftAfter] = [before.giftCardRecipient, after.giftCardRecipient];
  if (!same(giftBefore, giftAfter)) {
    changes.push(
      change(
        'recipient',
        n,
        `${at}: gift card recipient changed from ${giftWords(giftBefore)} to ${giftWords(giftAfter)}`,
        giftBefore,
        giftAfter,
      ),
    );
  }
  if (before.total !== after.total) {
    changes.push(
      change(
        'totals',
        n,
        `${at} total: ${formatPence(before.total)} → ${formatPence(after.total)}`,
        before.total,
        after.total,
      ),
    );
  }
  return changes;
}

/**
 * What changed from one checkout state to the next, in words a support agent reads: orders
 * added and removed, items, card, message, delivery, recipient, gift card, totals, customer,
 * discount and points. Order numbers are those of `after` (of `before` for a removed order).
 */
export function diffCheckout(before: CheckoutState, after: CheckoutState): SupportStateChange[] {
  const changes: SupportStateChange[] = [];
  const wasOrders = before.purchase.orders;
  const nowOrders = after.purchase.orders;
  wasOrders.forEach((order, i) => {
    if (!nowOrders.some((o) => o.id === order.id)) {
      const name = order.orderItems[0]?.product.name ?? 'an order';
      changes.push(change('orders', i + 1, `Order ${i + 1} removed: ${name}`, order, null));
    }
  });
  nowOrders.forEach((order, i) => {
    const previous = wasOrders.find((o) => o.id === order.id);
    if (!previous) {
      const name = order.orderItems[0]?.product.name ?? 'an order';
      changes.push(change('orders', i + 1, `Order ${i + 1} added: ${name}`, null, order));
    } else {
      changes.push(...orderChanges(i + 1, previous, order));
    }
  });
  if (!same(before.giftCard, after.giftCard)) {
    const words = (card: CheckoutState['giftCard']) =>
      card ? `${giftCardHint(card.code)} (balance ${formatPence(card.balance)})` : 'none';
    changes.push(
      change(
        'gift-card',
        null,
        `Gift card changed from ${words(before.giftCard)} to ${words(after.giftCard)}`,
        before.giftCard,
        after.giftCard,
      ),
    );
  }
  const money = (label: string, a: number, b: number) =>
    a !== b
      ? [change('totals', null, `${label}: ${formatPence(a)} → ${formatPence(b)}`, a, b)]
      : [];
  changes.push(...money('Total', before.purchase.total, after.purchase.total));
  changes.push(...money('Gift cards', before.purchase.giftCardTotal, after.purchase.giftCardTotal));
  changes.push(...money('To pay', before.purchase.totalToPay, after.purchase.totalToPay));
  if (!same(before.customer, after.customer)) {
    const words = (c: CheckoutState['customer']) =>
      [c.name, c.email, c.phone].filter(Boolean).join(', ') || 'none';
    changes.push(
      change(
        'customer',
        null,
        `Customer details changed from ${words(before.customer)} to ${words(after.customer)}`,
        before.customer,
        after.customer,
      ),
    );
  }
  if (before.discountCode !== after.discountCode) {
    const words = (code: string | null) => code ?? 'none';
    changes.push(
      change(
        'discount',
        null,
        `Discount code changed from ${words(before.discountCode)} to ${words(after.discountCode)}`,
        before.discountCode,
        after.discountCode,
      ),
    );
  }
  if (before.pointsRedeemed !== after.pointsRedeemed) {
    changes.push(
      change(
        'points',
        null,
        `Points redeemed: ${before.pointsRedeemed} → ${after.pointsRedeemed}`,
        before.pointsRedeemed,
        after.pointsRedeemed,
      ),
    );
  }
  return changes;
}

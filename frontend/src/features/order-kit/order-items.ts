import type { CardSize, CheckoutOrder, CheckoutOrderItem } from '@shop/contracts';
import { pushEcommerce } from '../../analytics/data-layer';

/** docs/rules-checkout.md "Orders and items" over one order's items. */
export function mainItem(order: CheckoutOrder): CheckoutOrderItem | undefined {
  return order.orderItems[0];
}

export function cardItem(order: CheckoutOrder): CheckoutOrderItem | undefined {
  return order.orderItems.find((item) => item.card);
}

const isPot = (item: CheckoutOrderItem) => item.product.attributes.includes('Pots');

export function addonItems(order: CheckoutOrder): CheckoutOrderItem[] {
  return order.orderItems.filter((item) => item.addon && !isPot(item));
}

export function potItem(order: CheckoutOrder): CheckoutOrderItem | undefined {
  return order.orderItems.find((item) => item.addon && isPot(item));
}

/** The card size of a card item, from its 'A5' / 'A6' attributes. */
export function cardSize(item: CheckoutOrderItem | undefined): CardSize | null {
  if (!item) return null;
  if (item.product.attributes.includes('A5')) return 'premium-a5';
  if (item.product.attributes.includes('A6')) return 'premium-a6';
  return 'standard';
}

/**
 * docs/rules-checkout.md "Order summary card": Premium A5 Card, Premium A6 Card or otherwise
 * Standard Card.
 */
export function cardLabel(item: CheckoutOrderItem): string {
  const size = cardSize(item);
  if (size === 'premium-a5') return 'Premium A5 Card';
  if (size === 'premium-a6') return 'Premium A6 Card';
  return 'Standard Card';
}

/**
 * docs/rules-checkout.md "Constants": the card message preview is cut to 28 characters followed by
 * an ellipsis.
 */
export const MESSAGE_PREVIEW_LENGTH = 28;

export function messagePreview(message: string): string {
  const characters = [...message.trim()];
  if (characters.length <= MESSAGE_PREVIEW_LENGTH) return characters.join('');
  return `${characters.slice(0, MESSAGE_PREVIEW_LENGTH).join('')}…`;
}

/** docs/rules-checkout.md "Removing an order": the analytics event sent before removing. */
export function pushRemoveFromCart(order: CheckoutOrder): void {
  const main = mainItem(order);
  if (!main) return;
  pushEcommerce('remove_from_cart', [
    {
      name: main.product.name,
      id: main.product.id,
      price: order.total,
      brand: main.product.distributor,
    },
  ]);
}

export const REMOVE_QUESTION = 'Are you sure you want to remove your order?';
export const DETAILS_WARNING =
  "You've not supplied your name and email address, click here to fill them in.";

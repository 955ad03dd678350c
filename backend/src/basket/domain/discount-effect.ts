import type { DiscountEffect, DiscountLine, DiscountRule } from '@shop/contracts';
import type { BasketState } from './basket.state';

/** The distributor of hampers (the catalogue's `Hampers`): `HAMPER20` takes off these only. */
const HAMPERS = 'Hampers';

/** An item a code may take pence off: a product line of an order that is not a gift card. */
export interface DiscountableItem {
  orderId: string;
  item: DiscountLine['item'];
  productId: number;
  /** What the item costs, in pence (after any sale price). */
  price: number;
  isHamper: boolean;
}

/**
 * The basket's products as a code sees them: each order's main product, pot and extras, in the
 * order they were added. Gift cards, cards and delivery are never discounted
 * (docs/business-rules.md "Discount codes and affiliates").
 */
export function discountableItems(state: BasketState): DiscountableItem[] {
  return [...state.orders.values()]
    .filter((order) => !order.isGiftCard)
    .flatMap((order) => {
      const { orderId, prices } = order;
      const items: DiscountableItem[] = [
        {
          orderId,
          item: 'product',
          productId: prices.product.productId,
          price: prices.product.price,
          isHamper: order.distributor === HAMPERS,
        },
      ];
      if (prices.pot) {
        items.push({ orderId, item: 'pot', ...prices.pot, isHamper: false });
      }
      for (const addon of prices.addons) {
        items.push({ orderId, item: 'addon', ...addon, isHamper: false });
      }
      return items;
    });
}

const NO_EFFECT: DiscountEffect = { qualifies: false, lines: [], total: 0 };

/**
 * What `rule` takes off `items` (pure): nothing unless the products come to `minimumSpend` and,
 * for a hamper code, a hamper is in the basket (a code on every product with no minimum
 * qualifies on an empty basket, taking nothing off yet). A percentage is taken off each item, rounded to the penny; an amount
 * is shared across the items in proportion to their prices (largest remainders get the odd
 * pence), never more than they cost.
 */
export function resolveDiscount(
  rule: DiscountRule,
  items: readonly DiscountableItem[],
): DiscountEffect {
  const spend = items.reduce((sum, item) => sum + item.price, 0);
  const inScope = items.filter(
    (item) =>
      item.price > 0 && (rule.scope === 'products' || (item.item === 'product' && item.isHamper)),
  );
  if (spend < rule.minimumSpend) return NO_EFFECT;
  // A hamper code needs a hamper; a code on every product waits, applied, for the first one.
  if (rule.scope === 'hampers' && inScope.length === 0) return NO_EFFECT;
  const pence =
    rule.percentOff !== null
      ? inScope.map((item) =>
          Math.min(item.price, Math.round((item.price * rule.percentOff!) / 100)),
        )
      : shareOf(
          Math.max(0, rule.amountOff ?? 0),
          inScope.map((item) => item.price),
        );
  const lines = inScope
    .map((item, i) => ({
      orderId: item.orderId,
      item: item.item,
      productId: item.productId,
      pence: pence[i],
    }))
    .filter((line) => line.pence > 0);
  return { qualifies: true, lines, total: lines.reduce((sum, line) => sum + line.pence, 0) };
}

/** `amount` (capped at the prices' sum) split in proportion to `prices`, in whole pence. */
function shareOf(amount: number, prices: readonly number[]): number[] {
  const sum = prices.reduce((a, b) => a + b, 0);
  const total = Math.min(amount, sum);
  const exact = prices.map((price) => (price * total) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, i) => ({ i, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

/** Whether two effects take the same pence off the same items. */
export function sameEffect(a: DiscountEffect, b: DiscountEffect): boolean {
  return (
    a.qualifies === b.qualifies &&
    a.total === b.total &&
    a.lines.length === b.lines.length &&
    a.lines.every((line, i) => {
      const other = b.lines[i];
      return (
        line.orderId === other.orderId &&
        line.item === other.item &&
        line.productId === other.productId &&
        line.pence === other.pence
      );
    })
  );
}

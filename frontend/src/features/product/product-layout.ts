import { GIFT_CARD_SKU, type ProductDetail } from '@shop/contracts';

/**
 * Which page a product gets (docs/rules-storefront.md "Product page", "Gift card page"): the gift
 * card has its own amount page, greetings cards a portrait card layout, and everything else the
 * bouquet layout.
 */
export type ProductLayout = 'gift-card' | 'card' | 'bouquet';

export function productLayout(
  product: Pick<ProductDetail, 'sku' | 'distributorName'>,
): ProductLayout {
  if (product.sku === GIFT_CARD_SKU) return 'gift-card';
  if (product.distributorName === 'Cards') return 'card';
  return 'bouquet';
}

export type CardSizeLabel = 'Premium A5 Card' | 'Premium A6 Card' | 'Standard Card';

/**
 * The card label of docs/rules-checkout.md "Order summary card", from the product's attribute
 * values.
 */
export function cardSizeLabel(attributes: readonly string[]): CardSizeLabel {
  if (attributes.includes('A5')) return 'Premium A5 Card';
  if (attributes.includes('A6')) return 'Premium A6 Card';
  return 'Standard Card';
}

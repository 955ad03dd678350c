import {
  cardOption,
  DEFAULT_PERSONALISATION,
  isMessageOverflowing,
  messageLimits,
  type CardChosen,
  type CheckoutItemProduct,
  type CheckoutOrderItem,
  type ProductSnapshot,
} from '@shop/contracts';

/** Builders for the order items of docs/rules-checkout.md "Orders and items". */

export function productOf(snapshot: ProductSnapshot): CheckoutItemProduct {
  return {
    id: snapshot.productId,
    sku: snapshot.sku,
    name: snapshot.name,
    slug: snapshot.slug,
    image: snapshot.image,
    distributor: snapshot.distributor,
    attributes: snapshot.attributes,
    posyPoints: snapshot.posyPoints,
  };
}

export function itemOf(snapshot: ProductSnapshot, flags: { addon: boolean }): CheckoutOrderItem {
  return {
    product: productOf(snapshot),
    price: snapshot.price,
    originalPrice: snapshot.originalPrice,
    discountAmount: 0,
    discountedPrice: snapshot.price,
    card: false,
    addon: flags.addon,
    message: '',
    messageIsOverflowing: false,
    // A personalisable card starts with empty areas, so the order shows what it still needs.
    orderItemPersonalisationConfiguration:
      snapshot.isPersonalisable && !flags.addon ? DEFAULT_PERSONALISATION : null,
  };
}

const CARD_ATTRIBUTES: Record<CardChosen['data']['size'], string[]> = {
  standard: [],
  'premium-a6': ['A6'],
  'premium-a5': ['A5'],
};

/** The card item: its attributes give the storefront its label (A5, A6, otherwise Standard). */
export function cardItemOf(card: CardChosen['data'], distributor: string): CheckoutOrderItem {
  return {
    product: {
      id: 0,
      sku: `CARD-${card.size.toUpperCase()}`,
      name: card.name,
      slug: '',
      image: '',
      distributor,
      attributes: CARD_ATTRIBUTES[card.size],
      posyPoints: 0,
    },
    price: card.price,
    originalPrice: card.price,
    discountAmount: 0,
    discountedPrice: card.price,
    card: true,
    addon: false,
    message: '',
    messageIsOverflowing: false,
    orderItemPersonalisationConfiguration: null,
  };
}

/** Limits for an item's message: its card's as resolved when chosen, else the standard card's. */
export function limitsFor(
  cardLimits: { characters: number; lines: number } | null,
  distributor: string,
): { characters: number; lines: number } {
  return cardLimits ?? messageLimits(distributor, cardOption('standard').size);
}

export function withMessage(
  item: CheckoutOrderItem,
  message: string,
  personalisation: string | null,
  limits: { characters: number; lines: number },
): CheckoutOrderItem {
  return {
    ...item,
    message,
    // No configuration with a message leaves the card's areas as they were.
    orderItemPersonalisationConfiguration:
      personalisation ?? item.orderItemPersonalisationConfiguration,
    messageIsOverflowing: isMessageOverflowing(message, limits),
  };
}

export const isPot = (item: CheckoutOrderItem) =>
  item.addon && item.product.attributes.includes('Pots');

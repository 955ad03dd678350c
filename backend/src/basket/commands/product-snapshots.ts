import type { DeliverySnapshot, ProductSnapshot } from '@shop/contracts';
import { productImage, potImage } from '../../catalogue';
import type { AddonEntity, PotEntity } from '../../catalogue';
import type { ProductEntity } from '../../catalogue';
import { isCalendarDate, methodsForDay } from '../../delivery-rules';

/** Snapshots taken from the catalogue at the moment of the command: prices never come from the request. */

const SUBSCRIPTION_SLUGS = new Set(['monthly-flower-gifts', 'monthly-plant-gift']);

export function productSnapshot(product: ProductEntity, variantId: number | null): ProductSnapshot {
  const variant = product.variants.find((v) => v.id === variantId) ?? product.variants[0] ?? null;
  const price = variant ? variant.price : product.price;
  const discount = variant ? variant.discount : product.discount;
  const isBase = !variant || variant === product.variants[0];
  return {
    productId: product.id,
    variantId: variant?.id ?? null,
    sku: product.sku,
    name: isBase ? product.name : `${product.name} (${variant.description})`,
    slug: product.slug,
    image: productImage(product.id, 285),
    distributor: product.distributor,
    attributes: product.tags,
    price: price - discount,
    originalPrice: price,
    posyPoints: product.posyPoints,
    isAgeRestricted: product.isAgeRestricted,
    isPersonalisable: product.isPersonalisable,
    isSubscription: SUBSCRIPTION_SLUGS.has(product.slug),
  };
}

export function potSnapshot(pot: PotEntity): ProductSnapshot {
  return {
    productId: pot.id,
    variantId: null,
    sku: `POT-${pot.id}`,
    name: pot.name,
    slug: '',
    image: potImage(pot.id),
    distributor: 'Plants',
    attributes: ['Pots'],
    price: pot.price - pot.discount,
    originalPrice: pot.price,
    posyPoints: 0,
    isAgeRestricted: false,
    isPersonalisable: false,
    isSubscription: false,
  };
}

/** The chosen method on the chosen day, if the delivery rules offer it for this product now. */
export function deliverySnapshot(
  product: ProductEntity,
  methodId: string,
  date: string,
  now: Date,
): DeliverySnapshot | null {
  if (!isCalendarDate(date)) return null;
  const method = methodsForDay(product.distributor, date, now).find((m) => m.id === methodId);
  if (!method) return null;
  return {
    methodId: method.id,
    methodName: method.name,
    date,
    price: method.price,
    originalPrice: method.price,
  };
}

export function addonSnapshot(addon: AddonEntity): ProductSnapshot {
  return {
    productId: addon.id,
    variantId: null,
    sku: addon.sku,
    name: addon.name,
    slug: '',
    image: `/images/addons/${addon.id}-285.svg`,
    distributor: 'Flowers',
    attributes: [],
    price: addon.price,
    originalPrice: addon.price,
    posyPoints: 0,
    isAgeRestricted: false,
    isPersonalisable: false,
    isSubscription: false,
  };
}

import type {
  CheckoutAddonsResponse,
  CheckoutExtra,
  CheckoutOrder,
  CheckoutOrderItem,
} from '@shop/contracts';
import { potImage, type CatalogueSnapshot } from '../../../catalogue';

const isPot = (item: CheckoutOrderItem) => item.product.attributes.includes('Pots');

/**
 * docs/rules-checkout.md "Orders and items": after the main product, addons are flagged addon
 * without 'Pots'.
 */
export function offeredExtras(
  order: CheckoutOrder,
  catalogue: CatalogueSnapshot,
): CheckoutAddonsResponse {
  // A gift card is emailed on its own (docs/business-rules.md "Gift cards"): nothing goes with it.
  if (order.isGiftCard) return { addons: [], pots: [] };
  const [main, ...rest] = order.orderItems;
  const product = main && catalogue.productsById.get(main.product.id);
  const addonItems = rest.filter((item) => item.addon && !isPot(item));
  const chosenAddons = new Set(addonItems.map((item) => item.product.id));
  const chosenPot = rest.find((item) => item.addon && isPot(item))?.product.id;

  const addons: CheckoutExtra[] = (product?.addonIds ?? [])
    .map((id) => catalogue.addons.find((addon) => addon.id === id))
    .filter((addon) => addon !== undefined)
    .map((addon) => ({
      id: addon.id,
      name: addon.name,
      image: `/images/addons/${addon.id}-285.svg`,
      price: addon.price,
      description: addon.description,
      chosen: chosenAddons.has(addon.id),
    }));
  // An addon the product no longer offers stays listed while the order has it, so the shopper
  // sees what they pay for and can take it off.
  for (const item of addonItems) {
    if (addons.some((addon) => addon.id === item.product.id)) continue;
    addons.push({
      id: item.product.id,
      name: item.product.name,
      image: item.product.image,
      price: item.price,
      description: '',
      chosen: true,
    });
  }

  const pots: CheckoutExtra[] = product?.isCustomisable
    ? catalogue.pots.map((pot) => ({
        id: pot.id,
        name: pot.name,
        image: potImage(pot.id),
        price: pot.price - pot.discount,
        description: pot.description,
        chosen: pot.id === chosenPot,
      }))
    : [];
  return { addons, pots };
}

import { Controller, Get, Param, Req } from '@nestjs/common';
import type {
  CheckoutAddonsResponse,
  CheckoutExtra,
  CheckoutOrder,
  CheckoutOrderItem,
} from '@shop/contracts';
import type { Request } from 'express';
import { potImage } from '../catalogue';
import type { CatalogueSnapshot } from '../catalogue';
import { CatalogueService } from '../catalogue';
import { basketStreamOf } from './basket-stream';
import { CheckoutStateQueries } from './projections/checkout-state/checkout-state.queries';
import { parseOrderIndex } from './validation/checkout-validation.controller';

@Controller('checkout')
export class CheckoutAddonsController {
  constructor(
    private readonly checkoutState: CheckoutStateQueries,
    private readonly catalogue: CatalogueService,
  ) {}

  /**
   * `GET /api/checkout/{index}/addons`: the addons and pots the order's main product offers,
   * each marked `chosen` when the order has it. Only the session's own basket is read.
   */
  @Get(':index/addons')
  async addons(
    @Param('index') rawIndex: string,
    @Req() request: Request,
  ): Promise<CheckoutAddonsResponse> {
    const order = await this.checkoutState.orderAt(
      basketStreamOf(request.shopSession!),
      parseOrderIndex(rawIndex),
    );
    return offeredExtras(order, await this.catalogue.snapshot());
  }
}

const isPot = (item: CheckoutOrderItem) => item.product.attributes.includes('Pots');

/** Spec 000 §3 item rules: after the main product, addons are flagged addon without 'Pots'. */
export function offeredExtras(
  order: CheckoutOrder,
  catalogue: CatalogueSnapshot,
): CheckoutAddonsResponse {
  // A gift card is emailed on its own (DOMAIN.md): nothing goes with it.
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

import { AddGiftCardHandler } from './add-gift-card/add-gift-card.handler';
import { AddProductHandler } from './add-product/add-product.handler';
import { RemoveOrderHandler } from './remove-order/remove-order.handler';
import { UpdateOrderHandler } from './update-order/update-order.handler';

/** Every basket command handler, spread into the module's providers. */
export const BASKET_COMMAND_HANDLERS = [
  AddProductHandler,
  AddGiftCardHandler,
  RemoveOrderHandler,
  UpdateOrderHandler,
];

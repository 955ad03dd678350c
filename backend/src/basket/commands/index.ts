import { AddGiftCardHandler } from './add-gift-card/add-gift-card.handler';
import { AddProductHandler } from './add-product/add-product.handler';
import { BeginCheckoutHandler } from './begin-checkout/begin-checkout.handler';
import { ChangeAddonsHandler } from './change-addons/change-addons.handler';
import { ChangeDeliveryHandler } from './change-delivery/change-delivery.handler';
import { ChangePotHandler } from './change-pot/change-pot.handler';
import { ChooseCardHandler } from './choose-card/choose-card.handler';
import { GiveCustomerDetailsHandler } from './give-customer-details/give-customer-details.handler';
import { RemoveOrderHandler } from './remove-order/remove-order.handler';
import { SetMessageHandler } from './set-message/set-message.handler';
import { SetGiftCardRecipientHandler } from './set-gift-card-recipient/set-gift-card-recipient.handler';
import { SetRecipientHandler } from './set-recipient/set-recipient.handler';
import { UploadCardImageHandler } from './upload-card-image/upload-card-image.handler';

/** Every basket command handler, spread into the module's providers. */
export const BASKET_COMMAND_HANDLERS = [
  AddProductHandler,
  AddGiftCardHandler,
  RemoveOrderHandler,
  SetMessageHandler,
  SetRecipientHandler,
  SetGiftCardRecipientHandler,
  ChooseCardHandler,
  ChangeAddonsHandler,
  ChangePotHandler,
  ChangeDeliveryHandler,
  GiveCustomerDetailsHandler,
  UploadCardImageHandler,
  BeginCheckoutHandler,
];

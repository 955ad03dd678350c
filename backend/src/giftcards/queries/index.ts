import { GetGiftCardBalanceHandler } from './get-gift-card-balance/get-gift-card-balance.handler';
import { GetGiftCardPageHandler } from './get-gift-card-page/get-gift-card-page.handler';

/** Every gift card query handler, spread into the module's providers. */
export const GIFT_CARD_QUERY_HANDLERS = [GetGiftCardBalanceHandler, GetGiftCardPageHandler];

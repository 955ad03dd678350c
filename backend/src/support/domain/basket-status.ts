import type { SupportBasketStatus } from '@shop/contracts';

/** A basket is 'checked out' once it is paid for and placed (`BasketPlaced`), 'open' before. */
export const basketStatusOf = (placed: boolean): SupportBasketStatus =>
  placed ? 'checked out' : 'open';

import type { CheckoutState, SupportBasketStatus } from '@shop/contracts';

/** 'checked out' arrives with payment (a later issue): one line here then. */
export const basketStatusOf = (_state: CheckoutState): SupportBasketStatus => 'open';

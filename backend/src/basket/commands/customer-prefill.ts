import type { BasketEvent } from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import type { ShopSession } from '../../platform/http/shop-session';
import type { BasketCommand } from '../domain/basket.commands';
import { decide } from '../domain/basket.decider';
import type { BasketState } from '../domain/basket.state';

/**
 * A signed-in customer's checkout starts with their own details: when a product goes into a
 * basket that has none yet, `CustomerDetailsGiven` with the customer's name, email, phone and
 * mail preference is recorded with it (so the basket replays the same). A phone the checkout
 * would not take is left out rather than refusing the add; the customer can still edit them.
 */
export function customerPrefill(
  commands: readonly BasketCommand[],
  state: BasketState,
  session: ShopSession,
): BasketEvent[] {
  if (!commands.some((command) => command.type === 'AddProduct')) return [];
  return customerDetailsFor(state, session);
}

/** `CustomerDetailsGiven` with the signed-in customer's details, for a basket without any. */
export function customerDetailsFor(state: BasketState, session: ShopSession): BasketEvent[] {
  const profile = session.customerProfile;
  if (!session.customerId || !session.email || !profile || state.customer) return [];
  const details = { name: profile.name, email: session.email, mailShot: profile.mailShot };
  for (const phone of [profile.phone ?? '', '']) {
    try {
      return decide({ type: 'GiveCustomerDetails', data: { ...details, phone } }, state);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return [];
}

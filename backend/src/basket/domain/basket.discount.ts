import { DISCOUNT_MESSAGES, type BasketEvent } from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import type { BasketCommandOf } from './basket.commands';
import { evolve } from './basket.evolve';
import type { BasketState } from './basket.state';
import { discountableItems, resolveDiscount, sameEffect } from './discount-effect';

/*
 * The basket decider's decisions about discount codes and affiliates: applying and removing a
 * code, resolving it again when the basket's products change, and the affiliate a shopper came
 * through.
 */

/** Events after which a discount code is resolved again: the basket's products changed. */
const CONTENT_EVENTS: ReadonlySet<BasketEvent['type']> = new Set([
  'ProductAdded',
  'OrderRemoved',
  'AddonAdded',
  'AddonRemoved',
  'PotChanged',
]);

/**
 * `events` with `DiscountReassessed` after them when they change the basket's products and the
 * code on it now takes off something else (or stops qualifying).
 */
export function withDiscountReassessed(events: BasketEvent[], state: BasketState): BasketEvent[] {
  if (!state.discount || !events.some((event) => CONTENT_EVENTS.has(event.type))) return events;
  const after = events.reduce(evolve, state);
  if (!after.discount) return events;
  const effect = resolveDiscount(after.discount.rule, discountableItems(after));
  if (sameEffect(effect, after.discount.effect)) return events;
  return [...events, { type: 'DiscountReassessed', data: { code: after.discount.code, effect } }];
}

/**
 * A code on the basket, replacing any other: its rule resolved against the basket as it is
 * (a basket that does not qualify yet keeps the code, taking nothing off, until it does).
 */
export function applyDiscount(
  data: BasketCommandOf<'ApplyDiscount'>['data'],
  state: BasketState,
): BasketEvent[] {
  const { code, isCodeVisible, rule, affiliateId, businessCustomer } = data;
  if (businessCustomer) throw new DomainError(DISCOUNT_MESSAGES.businessCustomer, 403);
  // The same code again changes nothing, unless it now comes through an affiliate (for commission).
  const current = state.discount;
  if (current?.code === code && (affiliateId === null || current.affiliateId === affiliateId)) {
    return [];
  }
  const effect = resolveDiscount(rule, discountableItems(state));
  return [{ type: 'DiscountApplied', data: { code, isCodeVisible, rule, effect, affiliateId } }];
}

export function removeDiscount(state: BasketState): BasketEvent[] {
  return state.discount ? [{ type: 'DiscountRemoved', data: { code: state.discount.code } }] : [];
}

/** The affiliate the shopper came through: recorded again only when it changes. */
export function trackAffiliate(
  data: BasketCommandOf<'TrackAffiliate'>['data'],
  state: BasketState,
): BasketEvent[] {
  const { affiliateWindowId, affiliateId } = data;
  const current = state.affiliate;
  if (current?.affiliateWindowId === affiliateWindowId && current.affiliateId === affiliateId) {
    return [];
  }
  return [{ type: 'AffiliateTracked', data: { affiliateWindowId, affiliateId } }];
}

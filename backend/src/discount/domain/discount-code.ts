import {
  DISCOUNT_MESSAGES,
  discountAppliedMessage,
  type DiscountMessage,
  type DiscountRule,
  type IsoDate,
} from '@shop/contracts';

/**
 * A code as the shop stores it (docs/business-rules.md "Discount codes and affiliates"), written by
 * the shop owner.
 */
export interface DiscountCodeDefinition {
  /** Upper case, no spaces: `WELCOME10`. */
  code: string;
  rule: DiscountRule;
  /** False for a code the shopper is not shown (`TEAMGIFT`). */
  isCodeVisible: boolean;
  /** First and last London day it can be used (inclusive); null for open-ended. */
  validFrom: IsoDate | null;
  validUntil: IsoDate | null;
  /** Offered instead when this one cannot be used (expired, used up). */
  fallbackCode: string | null;
  /** Placed orders it may go on in all, and per customer (by email); null for no limit. */
  usageLimit: number | null;
  perCustomerLimit: number | null;
  /** The affiliate whose link (`?aff=…`) applies it, in lower case; null for none. */
  affiliateId: string | null;
}

/** How often a code has been used: on placed baskets in all, and by this customer. */
export interface DiscountUsage {
  total: number;
  byCustomer: number;
}

/** Why a code cannot go on the basket now: the message the shopper reads. */
export interface DiscountRefusal {
  message: string;
  fallbackCode: string | null;
}

/**
 * Whether `code` may go on a basket on London day `today` (pure): not before its first day, not
 * after its last, not once used up in all or by this customer. Null when it may.
 */
export function refusalOf(
  code: DiscountCodeDefinition,
  today: IsoDate,
  usage: DiscountUsage,
): DiscountRefusal | null {
  const refuse = (message: string) => ({ message, fallbackCode: code.fallbackCode });
  if (code.validUntil !== null && today > code.validUntil) return refuse(DISCOUNT_MESSAGES.expired);
  if (code.validFrom !== null && today < code.validFrom)
    return refuse(DISCOUNT_MESSAGES.notYetValid);
  if (code.usageLimit !== null && usage.total >= code.usageLimit) {
    return refuse(DISCOUNT_MESSAGES.usedUp);
  }
  if (code.perCustomerLimit !== null && usage.byCustomer >= code.perCustomerLimit) {
    return refuse(DISCOUNT_MESSAGES.alreadyUsed);
  }
  return null;
}

/** The messages of the code on a basket: applied (success), or what it still needs (warning). */
export function appliedMessages(applied: {
  code: string;
  isCodeVisible: boolean;
  rule: DiscountRule;
  qualifies: boolean;
}): DiscountMessage[] {
  const { code, isCodeVisible, rule, qualifies } = applied;
  return [
    qualifies
      ? {
          status: 'success',
          message: discountAppliedMessage(code, isCodeVisible),
          isCodeVisible,
          fallbackCode: null,
        }
      : { status: 'warning', message: rule.requirementMessage, isCodeVisible, fallbackCode: null },
  ];
}

/** An error about a code typed in (unknown, expired…), with the code to try instead if any. */
export function errorMessage(message: string, fallbackCode: string | null = null): DiscountMessage {
  return { status: 'error', message, isCodeVisible: true, fallbackCode };
}

import {
  formatPence,
  GIFT_CARD_MAX_PENCE,
  GIFT_CARD_MIN_PENCE,
  GIFT_CARD_PRESETS_PENCE,
  poundsToPence,
} from '@shop/contracts';

/**
 * The amount being bought: one of the presets, or what the shopper typed (docs/rules-storefront.md
 * "Product and gift card").
 */
export type GiftCardAmount = { kind: 'preset'; pence: number } | { kind: 'custom'; text: string };

/** The second preset, £30 (docs/rules-storefront.md "Constants"). */
export const DEFAULT_GIFT_CARD_AMOUNT: GiftCardAmount = {
  kind: 'preset',
  pence: GIFT_CARD_PRESETS_PENCE[1],
};

/** Choosing a preset unselects the custom amount. */
export function choosePreset(pence: number): GiftCardAmount {
  return { kind: 'preset', pence };
}

/** Typing in the custom box selects it, keeping the text as typed. */
export function enterCustom(text: string): GiftCardAmount {
  return { kind: 'custom', text };
}

/** Whole pounds, with a '£' in front or not, once every '.' is gone. */
const WHOLE_POUNDS = /^£?\s*(\d+)$/;

/**
 * Custom text in pence. docs/rules-storefront.md "Validation": '.' is stripped and the rest read as
 * whole pounds, so '25' and '£25' are £25, while '25.50' reads as £2,550 and is out of range (the
 * spec's reading stands over the review's wish to take pence). Anything else is NaN.
 */
export function customAmountPence(text: string): number {
  const match = WHOLE_POUNDS.exec(text.trim().replaceAll('.', ''));
  return match ? poundsToPence(Number(match[1])) : Number.NaN;
}

export function amountPence(amount: GiftCardAmount): number {
  return amount.kind === 'preset' ? amount.pence : customAmountPence(amount.text);
}

/** 500 to 25000 pence, both included. */
export function isAllowedAmount(pence: number): boolean {
  return (
    Number.isSafeInteger(pence) && pence >= GIFT_CARD_MIN_PENCE && pence <= GIFT_CARD_MAX_PENCE
  );
}

/** Continue is disabled while a request is pending, for an unavailable card and for a bad amount. */
export function canContinue(
  amount: GiftCardAmount,
  state: { pending: boolean; available: boolean },
): boolean {
  return !state.pending && state.available && isAllowedAmount(amountPence(amount));
}

/**
 * `£5`, `£250`, `£1,000`: whole pounds without pence, as the spec writes gift card amounts.
 * Grouped by hand rather than with `toLocaleString`, which builds a locale formatter on every
 * call (these run as the page's code loads).
 */
export function formatWholePounds(pence: number): string {
  if (pence % 100 !== 0) return formatPence(pence);
  return `£${String(pence / 100).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

export const GIFT_CARD_FROM = `From ${formatWholePounds(GIFT_CARD_MIN_PENCE)}`;

export const GIFT_CARD_HINT = `Custom amounts are available between ${formatWholePounds(
  GIFT_CARD_MIN_PENCE,
)} and ${formatWholePounds(GIFT_CARD_MAX_PENCE)}`;

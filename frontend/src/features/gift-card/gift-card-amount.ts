import {
  formatPence,
  GIFT_CARD_MAX_PENCE,
  GIFT_CARD_MIN_PENCE,
  GIFT_CARD_PRESETS_PENCE,
  poundsToPence,
} from '@shop/contracts';

/** The amount being bought: one of the presets, or what the shopper typed (spec 001 §4). */
export type GiftCardAmount = { kind: 'preset'; pence: number } | { kind: 'custom'; text: string };

/** The second preset, £30 (spec 001 §9). */
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

/** Pounds as a shopper writes them: '25', '25.5', '25.50', with or without a '£' in front. */
const POUNDS_AS_WRITTEN = /^£?\s*(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Custom text in pence, read as a shopper writes an amount: '25' and '£25' are £25, '25.50' and
 * '£25.50' are £25.50. Spec 001 §5 strips '.' and reads whole pounds, which turned '25.50' into
 * £2,550 and refused it; the review found shoppers write pence. Anything else is NaN.
 */
export function customAmountPence(text: string): number {
  const match = POUNDS_AS_WRITTEN.exec(text.trim());
  if (!match) return Number.NaN;
  const [, pounds, pence = ''] = match;
  return poundsToPence(Number(pounds)) + Number(pence.padEnd(2, '0'));
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

/** `£5`, `£250`: whole pounds without pence, as the spec writes gift card amounts. */
export function formatWholePounds(pence: number): string {
  return pence % 100 === 0 ? `£${(pence / 100).toLocaleString('en-GB')}` : formatPence(pence);
}

export const GIFT_CARD_FROM = `From ${formatWholePounds(GIFT_CARD_MIN_PENCE)}`;

export const GIFT_CARD_HINT = `Custom amounts are available between ${formatWholePounds(
  GIFT_CARD_MIN_PENCE,
)} and ${formatWholePounds(GIFT_CARD_MAX_PENCE)}`;

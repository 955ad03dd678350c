/**
 * Card sizes and message limits (docs/business-rules.md "Cards and messages"). The server decides
 * `messageIsOverflowing` with these; the storefront uses the same rule for live feedback.
 */

export type CardSize = 'standard' | 'premium-a6' | 'premium-a5';

export interface CardOption {
  size: CardSize;
  /** The label of docs/rules-checkout.md "Order summary card". */
  name: 'Standard Card' | 'Premium A6 Card' | 'Premium A5 Card';
  price: number;
  characters: number;
  lines: number;
}

export const CARD_OPTIONS: readonly CardOption[] = [
  { size: 'standard', name: 'Standard Card', price: 0, characters: 300, lines: 8 },
  { size: 'premium-a6', name: 'Premium A6 Card', price: 225, characters: 400, lines: 10 },
  { size: 'premium-a5', name: 'Premium A5 Card', price: 350, characters: 600, lines: 14 },
];

/** Letterbox flowers' distributor allows this on any card. */
export const LETTERBOX_MESSAGE_LIMITS = { characters: 200, lines: 6 } as const;

export function cardOption(size: CardSize): CardOption {
  const option = CARD_OPTIONS.find((o) => o.size === size);
  if (!option) throw new RangeError(`Unknown card size ${String(size)}`);
  return option;
}

export function messageLimits(
  distributor: string,
  size: CardSize,
): { characters: number; lines: number } {
  if (distributor === 'Letterbox') return LETTERBOX_MESSAGE_LIMITS;
  const { characters, lines } = cardOption(size);
  return { characters, lines };
}

/** Too many characters (after trimming) or too many lines for the limits. */
export function isMessageOverflowing(
  message: string,
  limits: { characters: number; lines: number },
): boolean {
  const text = message.replace(/\r\n?/g, '\n').trim();
  return [...text].length > limits.characters || text.split('\n').length > limits.lines;
}

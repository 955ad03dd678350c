import { GIFT_CARD_CODE_ALPHABET, GIFT_CARD_CODE_LENGTH } from '@shop/contracts';

/** Cryptographically strong random bytes (node's `crypto.randomBytes`), passed in to keep this pure. */
export type RandomBytes = (size: number) => Uint8Array;

/**
 * A new gift card code: `length` characters drawn uniformly from `alphabet`. Bytes at or above
 * the largest multiple of the alphabet's size are thrown away (rejection sampling), so no
 * character is likelier than another; with the 32-letter alphabet no byte is ever rejected.
 */
export function newGiftCardCode(
  randomBytes: RandomBytes,
  alphabet: string = GIFT_CARD_CODE_ALPHABET,
  length: number = GIFT_CARD_CODE_LENGTH,
): string {
  if (alphabet.length < 2 || alphabet.length > 256) {
    throw new RangeError('A code alphabet has between 2 and 256 characters');
  }
  const limit = 256 - (256 % alphabet.length);
  let code = '';
  while (code.length < length) {
    for (const byte of randomBytes(length - code.length)) {
      if (byte < limit) code += alphabet[byte % alphabet.length];
    }
  }
  return code;
}
